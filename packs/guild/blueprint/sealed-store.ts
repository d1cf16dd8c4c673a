import { randomBytes } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RecordSeal, type SealedRead } from './record-seal.js';
import type { ApplyLease, BlueprintState, RecordKind } from './state-backend.js';
import { ensurePrivateFolder, writeFileAtomic } from '../../../core/index.js';
import { createExclusive, readFileIfPresent } from './state-folder.js';

export type { RecordKind } from './state-backend.js';

export type { SealedRead } from './record-seal.js';

const KEY_FILE = 'hmac.key';
/** An apply lock older than this is from a crashed process and may be taken over. */
const STALE_LOCK_MS = 10 * 60_000;

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

  private path(kind: RecordKind, id: string): string {
    if (!/^[a-f0-9]{64}$/.test(id)) throw new Error('record ids are 64 hex digits');
    return join(this.folder, kind, `${id}.json`);
  }

  write(kind: RecordKind, id: string, value: unknown): void {
    writeFileAtomic(this.path(kind, id), `${this.seal.seal(kind, value, 1)}\n`, { privateFolder: true });
  }

  read<T>(kind: RecordKind, id: string): SealedRead<T> {
    return this.seal.unseal<T>(kind, readFileIfPresent(this.path(kind, id)));
  }

  /**
   * One apply at a time per plan, across processes: an exclusive lock file holding the owner's pid. A lock
   * whose process is gone (a crash or a kill) or that is older than ten minutes is taken over. Returns a
   * release function, or null when a live apply holds it.
   */
  lock(id: string): (() => void) | null {
    if (!/^[a-f0-9]{64}$/.test(id)) throw new Error('record ids are 64 hex digits');
    const path = join(this.folder, 'locks', `${id}.lock`);
    const take = () => createExclusive(path, `${process.pid}\n`);
    if (!take()) {
      if (lockIsLive(path)) return null;
      rmSync(path, { force: true });
      if (!take()) return null;
    }
    return () => rmSync(path, { force: true });
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

  async read<T>(_bot: string, kind: RecordKind, id: string): Promise<SealedRead<T>> {
    return this.store.read<T>(kind, id);
  }

  async write(_bot: string, kind: RecordKind, id: string, value: unknown): Promise<void> {
    this.store.write(kind, id, value);
  }

  async lease(_bot: string, planHex: string): Promise<ApplyLease | null> {
    const release = this.store.lock(planHex);
    if (!release) return null;
    const store = this.store;
    return {
      write: async (kind, id, value) => store.write(kind, id, value),
      read: async (kind, id) => store.read(kind, id),
      release: async () => release(),
    };
  }
}

function lockIsLive(path: string): boolean {
  const pid = Number((readFileIfPresent(path) ?? '').trim());
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
