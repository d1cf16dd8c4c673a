import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderBlueprintState, SealedStore, STALE_LOCK_MS } from '../../packs/guild/blueprint/sealed-store.js';
import { LeaseLostError } from '../../packs/shared/blueprint-state/state-backend.js';
import { blueprintStateFolder } from '../../packs/guild/blueprint/state-folder.js';

const id = 'ab'.repeat(32);
const bot = '3000000000000000100';
const fresh = () => mkdtempSync(join(tmpdir(), 'chat-mcp-sealed-'));

describe('blueprint state folder', () => {
  it('sits beside the profiles in the per-user config folder unless CHAT_MCP_STATE_DIR is set', () => {
    if (process.platform === 'linux') expect(blueprintStateFolder(undefined, { XDG_CONFIG_HOME: '/cfg', HOME: '/home/u' })).toBe('/cfg/chat-mcp/blueprints');
    expect(blueprintStateFolder('/state', { XDG_CONFIG_HOME: '/cfg' })).toBe('/state');
  });
});

describe('SealedStore', () => {
  it('round-trips records owner-only and keeps one key across instances', () => {
    const folder = fresh();
    new SealedStore(folder).write(bot, 'plans', id, { a: 1 });
    expect(statSync(join(folder, 'plans', `${id}.json`)).mode & 0o777).toBe(0o600);
    const key = readFileSync(join(folder, 'hmac.key'), 'utf8');
    const again = new SealedStore(folder);
    expect(again.read(bot, 'plans', id)).toEqual({ state: 'ok', value: { a: 1 } });
    expect(readFileSync(join(folder, 'hmac.key'), 'utf8')).toBe(key);
  });

  it('detects an edited record and a record sealed under another key', () => {
    const folder = fresh();
    const store = new SealedStore(folder);
    store.write(bot, 'evidence', id, { drifted: [] });
    const file = join(folder, 'evidence', `${id}.json`);
    const sealed = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...sealed, value: { drifted: ['x'] } }));
    expect(store.read(bot, 'evidence', id)).toEqual({ state: 'tampered', reason: 'edited' });

    const other = fresh();
    new SealedStore(other).write(bot, 'evidence', id, { drifted: [] });
    writeFileSync(file, readFileSync(join(other, 'evidence', `${id}.json`)));
    expect(store.read(bot, 'evidence', id)).toEqual({ state: 'tampered', reason: 'edited' });
    expect(store.read(bot, 'evidence', 'cd'.repeat(32))).toEqual({ state: 'missing' });
  });

  it('binds every record to its place: a record copied to another id, kind or bot reads as moved', () => {
    const folder = fresh();
    const store = new SealedStore(folder);
    const other = 'cd'.repeat(32);
    store.write(bot, 'applied', id, { plan: 'X' });
    const text = readFileSync(join(folder, 'applied', `${id}.json`));
    // Another plan's place, another kind's, and the same place read by another bot.
    mkdirSync(join(folder, 'checkpoints'), { recursive: true });
    writeFileSync(join(folder, 'applied', `${other}.json`), text);
    writeFileSync(join(folder, 'checkpoints', `${id}.json`), text);
    expect(store.read(bot, 'applied', other)).toEqual({ state: 'tampered', reason: 'moved' });
    expect(store.read(bot, 'checkpoints', id)).toEqual({ state: 'tampered', reason: 'moved' });
    expect(store.read('3000000000000000101', 'applied', id)).toEqual({ state: 'tampered', reason: 'moved' });
    expect(store.read(bot, 'applied', id)).toEqual({ state: 'ok', value: { plan: 'X' } });
    // Rewriting the envelope's place by hand breaks the MAC.
    const forged = JSON.parse(text.toString());
    forged.place = `${bot}:applied:${other}`;
    writeFileSync(join(folder, 'applied', `${other}.json`), JSON.stringify(forged));
    expect(store.read(bot, 'applied', other)).toEqual({ state: 'tampered', reason: 'edited' });
  });

  it('reads a record sealed by the previous version (no place in its envelope) as unbound, never as ok', () => {
    const folder = fresh();
    const store = new SealedStore(folder);
    const value = { plan_id: 'sha256:x' };
    // The previous envelope: {value, mac} with the MAC over the kind and the value, under the same key.
    mkdirSync(join(folder, 'plans'), { recursive: true });
    writeFileSync(join(folder, 'plans', `${id}.json`), JSON.stringify({ value, mac: store.mac('plans', value) }));
    expect(store.read(bot, 'plans', id)).toEqual({ state: 'tampered', reason: 'unbound' });
  });

  it('lets one apply hold a plan at a time, and takes over a lock whose process is gone', () => {
    const folder = fresh();
    const store = new SealedStore(folder);
    const held = store.lock(id)!;
    expect(held.owns()).toBe(true);
    expect(store.lock(id)).toBeNull();
    held.release();
    const again = store.lock(id);
    expect(again).not.toBeNull();
    again!.release();

    // A lock left by a killed process (a pid that cannot exist).
    mkdirSync(join(folder, 'locks'), { recursive: true });
    writeFileSync(join(folder, 'locks', `${id}.lock`), '2147483646\n');
    const takenOver = store.lock(id);
    expect(takenOver).not.toBeNull();
    takenOver!.release();
  });

  it('a holder stuck past the stale age loses the lock: its writes and Discord sends are refused, the new holder keeps it', async () => {
    const folder = fresh();
    const state = new FolderBlueprintState(new SealedStore(folder));
    const stuck = (await state.lease(bot, id))!;
    await stuck.sendCheck();
    await stuck.write('checkpoints', id, { version: 1 });
    // Its lock file untouched for longer than STALE_LOCK_MS (as after a stall): another process takes it over.
    const lock = join(folder, 'locks', `${id}.lock`);
    const old = new Date(Date.now() - STALE_LOCK_MS - 60_000);
    utimesSync(lock, old, old);
    const taker = (await state.lease(bot, id))!;
    expect(taker).not.toBeNull();
    await expect(stuck.sendCheck()).rejects.toBeInstanceOf(LeaseLostError);
    await expect(stuck.write('checkpoints', id, { version: 2, stale: true })).rejects.toBeInstanceOf(LeaseLostError);
    await taker.write('checkpoints', id, { version: 2 });
    await taker.sendCheck();
    // The stuck holder's release leaves the new holder's lock in place.
    await stuck.release();
    expect(await state.lease(bot, id)).toBeNull();
    expect(await state.read(bot, 'checkpoints', id)).toEqual({ state: 'ok', value: { version: 2 } });
    await taker.release();
  });
});
