import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SealedStore } from '../../packs/guild/blueprint/sealed-store.js';
import { blueprintStateFolder } from '../../packs/guild/blueprint/state-folder.js';

const id = 'ab'.repeat(32);
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
    new SealedStore(folder).write('plans', id, { a: 1 });
    expect(statSync(join(folder, 'plans', `${id}.json`)).mode & 0o777).toBe(0o600);
    const key = readFileSync(join(folder, 'hmac.key'), 'utf8');
    const again = new SealedStore(folder);
    expect(again.read('plans', id)).toEqual({ state: 'ok', value: { a: 1 } });
    expect(readFileSync(join(folder, 'hmac.key'), 'utf8')).toBe(key);
  });

  it('detects an edited record and a record sealed under another key', () => {
    const folder = fresh();
    const store = new SealedStore(folder);
    store.write('evidence', id, { drifted: [] });
    const file = join(folder, 'evidence', `${id}.json`);
    const sealed = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...sealed, value: { drifted: ['x'] } }));
    expect(store.read('evidence', id)).toEqual({ state: 'tampered' });

    const other = fresh();
    new SealedStore(other).write('evidence', id, { drifted: [] });
    writeFileSync(file, readFileSync(join(other, 'evidence', `${id}.json`)));
    expect(store.read('evidence', id)).toEqual({ state: 'tampered' });
    expect(store.read('evidence', 'cd'.repeat(32))).toEqual({ state: 'missing' });
  });

  it('lets one apply hold a plan at a time, and takes over a lock whose process is gone', () => {
    const folder = fresh();
    const store = new SealedStore(folder);
    const release = store.lock(id)!;
    expect(release).toBeTypeOf('function');
    expect(store.lock(id)).toBeNull();
    release();
    const again = store.lock(id);
    expect(again).not.toBeNull();
    again!();

    // A lock left by a killed process (a pid that cannot exist).
    mkdirSync(join(folder, 'locks'), { recursive: true });
    writeFileSync(join(folder, 'locks', `${id}.lock`), '2147483646\n');
    const takenOver = store.lock(id);
    expect(takenOver).not.toBeNull();
    takenOver!();
  });
});
