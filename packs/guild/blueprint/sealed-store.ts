import { randomBytes } from 'node:crypto';
import { rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { placeOf, RecordSeal, type SealedRead } from '../../shared/blueprint-state/record-seal.js';
import { LeaseLostError, SEND_MARGIN_MS, type ApplyLease, type BlueprintState, type RecordKind } from '../../shared/blueprint-state/state-backend.js';
import { ensurePrivateFolder, writeFileAtomic } from '../../../core/index.js';
import { createExclusive, readFileIfPresent } from './state-folder.js';

export type { RecordKind } from '../../shared/blueprint-state/state-backend.js';

export type { SealedRead } from '../../shared/blueprint-state/record-seal.js';

const KEY_FILE = 'hmac.key';
/** An apply lock untouched for this long is from a crashed or stuck process and may be taken over. */
export const STALE_LOCK_MS = 10 * 60_000;

/** One process's hold on a plan's apply lock. */
export interface FolderLock {
  /** Whether the lock file is still this holder's (a holder stuck past STALE_LOCK_MS may have lost it). */
  owns(): boolean;
  /** Renews the hold: the lock counts as fresh from now. */
  touch(): void;
  /** Milliseconds since the last touch, by this process's monotonic clock. */
  age(): number;
  release(): void;
}

/**
 * Plans, checkpoints, apply records and evidence, each a JSON file sealed with an HMAC under a local key that
 * is generated once (32 random bytes, owner-only) and never leaves the folder. A file edited by hand, or
 * copied from another machine, fails the seal and is refused rather than trusted.
 */
export class SealedStore {
  private key: Buffer | null = null;
  private readonly seal = new RecordSeal(() => this.secret());

  constructor(readonly folder: string) {}

  private secret(): Buffer {
    if (this.key) return this.key;
    ensurePrivateFolder(this.folder);
    const path = join(this.folder, KEY_FILE);
    createExclusive(path, randomBytes(32).toString('hex'));
    const hex = (readFileIfPresent(path) ?? '').trim();
    if (!/^[a-f0-9]{64}$/.test(hex)) throw new Error(`the blueprint key file ${KEY_FILE} is damaged; remove it to start over (existing plans become invalid)`);
    this.key = Buffer.from(hex, 'hex');
    return this.key;
  }

  mac(kind: string, value: unknown): string {
    return this.seal.mac(kind, value);
  }

  verifyMac(kind: string, value: unknown, mac: string): boolean {
    return this.seal.verifyMac(kind, value, mac);
  }

  path(kind: RecordKind, id: string): string {
    if (!/^[a-f0-9]{64}$/.test(id)) throw new Error('record ids are 64 hex digits');
    return join(this.folder, kind, `${id}.json`);
  }

  /** The layout has no bot (one per folder), but the seal names it: another bot's record reads as moved. */
  write(bot: string, kind: RecordKind, id: string, value: unknown): void {
    writeFileAtomic(this.path(kind, id), `${this.seal.seal(placeOf(bot, kind, id), value, 1)}\n`, { privateFolder: true });
  }

  read<T>(bot: string, kind: RecordKind, id: string): SealedRead<T> {
    return this.seal.unseal<T>(placeOf(bot, kind, id), readFileIfPresent(this.path(kind, id)));
  }

  /**
   * One apply at a time per plan, across processes: an exclusive lock file holding the owner's pid and a nonce.
   * A lock whose process is gone (a crash or a kill) or that was not touched for ten minutes is taken over.
   * Returns the hold, or null when a live apply has it.
   */
  lock(id: string): FolderLock | null {
    if (!/^[a-f0-9]{64}$/.test(id)) throw new Error('record ids are 64 hex digits');
    const path = join(this.folder, 'locks', `${id}.lock`);
    const mine = `${process.pid} ${randomBytes(12).toString('hex')}\n`;
    const take = () => createExclusive(path, mine);
    if (!take()) {
      if (lockIsLive(path)) return null;
      rmSync(path, { force: true });
      if (!take()) return null;
    }
    let touched = performance.now();
    const owns = () => readFileIfPresent(path) === mine;
    return {
      owns,
      touch: () => {
        const now = new Date();
        utimesSync(path, now, now);
        touched = performance.now();
      },
      age: () => performance.now() - touched,
      release: () => {
        if (owns()) rmSync(path, { force: true });
      },
    };
  }
}

/**
 * The folder backend of BlueprintState: a SealedStore for one installation (one bot per folder, so the bot
 * argument does not change the layout, which stays as it was before replicas existed).
 */
export class FolderBlueprintState implements BlueprintState {
  readonly backend = 'folder' as const;

  constructor(readonly store: SealedStore) {}

  mac(kind: string, value: unknown): string {
    return this.store.mac(kind, value);
  }

  verifyMac(kind: string, value: unknown, mac: string): boolean {
    return this.store.verifyMac(kind, value, mac);
  }

  async read<T>(bot: string, kind: RecordKind, id: string): Promise<SealedRead<T>> {
    return this.store.read<T>(bot, kind, id);
  }

  async write(bot: string, kind: RecordKind, id: string, value: unknown): Promise<void> {
    this.store.write(bot, kind, id, value);
  }

  where(_bot: string, kind: RecordKind, id: string): string {
    return `the file ${this.store.path(kind, id)}`;
  }

  async lease(bot: string, planHex: string): Promise<ApplyLease | null> {
    const lock = this.store.lock(planHex);
    if (!lock) return null;
    const store = this.store;
    const lost = () => new LeaseLostError('this apply held the plan’s lock file past ten minutes without a checkpoint and another process took it over');
    return {
      // Fenced like the Redis lease: only the lock's holder writes, and each write renews the hold.
      write: async (kind, id, value) => {
        if (!lock.owns()) throw lost();
        store.write(bot, kind, id, value);
        lock.touch();
      },
      read: async (kind, id) => store.read(bot, kind, id),
      sendCheck: async () => {
        if (!lock.owns() || lock.age() > STALE_LOCK_MS - SEND_MARGIN_MS) throw lost();
      },
      release: async () => lock.release(),
    };
  }
}

function lockIsLive(path: string): boolean {
  const pid = Number((readFileIfPresent(path) ?? '').trim().split(/\s+/)[0]);
  let age = Infinity;
  try {
    age = Date.now() - statSync(path).mtimeMs;
  } catch {
    return false;
  }
  if (age > STALE_LOCK_MS || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
