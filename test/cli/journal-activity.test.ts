import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityJournal, activityInputSchema, JOURNAL_CAPACITY, readActivity, recordActivity, recordActivityWithoutBlocking } from '../../core/journal/index.js';
import { withLockFile } from '../../core/journal/journal-lock.js';

const DIST_JOURNAL = join(import.meta.dirname, '..', '..', 'dist', 'core', 'journal', 'activity-journal.js');

let root: string;
let env: NodeJS.ProcessEnv;
let path: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chat-mcp-journal-'));
  env = { HOME: join(root, 'home'), XDG_CONFIG_HOME: join(root, 'xdg') };
  path = join(root, 'xdg', 'chat-mcp', 'activity.jsonl');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const smokeOk = { command: 'smoke', status: 'ok', outcome: 'exit_0', transport: 'cli', signal: 'smoke_read_only' } as const;

function lines(): string[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean);
}

describe('activity journal records', () => {
  it('stores a timestamp plus the predefined values, beside profiles/ in the per-user folder, owner-only', () => {
    const result = recordActivity(smokeOk, env);
    expect(result.written).toBe(true);
    const [line] = lines();
    const record = JSON.parse(line!);
    expect(Object.keys(record).sort()).toEqual(['command', 'outcome', 'signal', 'status', 'timestamp', 'transport']);
    expect(record).toMatchObject(smokeOk);
    expect(Date.parse(record.timestamp)).not.toBeNaN();
    if (process.platform !== 'win32') {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(statSync(join(root, 'xdg', 'chat-mcp')).mode & 0o777).toBe(0o700);
    }
  });

  it('accepts blueprint stages with the default signal', () => {
    expect(recordActivity({ stage: 'blueprint_apply_end', status: 'warning', outcome: 'partial', transport: 'http' }, env).written).toBe(true);
    expect(JSON.parse(lines()[0]!)).toMatchObject({ stage: 'blueprint_apply_end', outcome: 'partial', transport: 'http', signal: 'none' });
  });

  it.each([
    ['an extra guild id', { ...smokeOk, guild_id: '2000000000000000001' }],
    ['a token as the signal', { ...smokeOk, signal: 'Bot test-bot-token-Zq8v' }],
    ['a path as the outcome', { ...smokeOk, outcome: '/home/operator/.config/chat-mcp/profiles/a.json' }],
    ['a raw error as the status', { ...smokeOk, status: 'Error: 401 Unauthorized' }],
    ['an unknown command', { ...smokeOk, command: 'serve --token abc' }],
    ['both a command and a stage', { ...smokeOk, stage: 'blueprint_plan' }],
    ['neither a command nor a stage', { status: 'ok', outcome: 'exit_0', transport: 'cli' }],
    ['a caller-chosen timestamp', { ...smokeOk, timestamp: '2020-01-01T00:00:00.000Z' }],
  ])('rejects %s and writes nothing', (_what, input) => {
    expect(activityInputSchema.safeParse(input).success).toBe(false);
    expect(recordActivity(input as never, env)).toEqual({ written: false, reason: 'invalid' });
    expect(existsSync(path)).toBe(false);
  });

  it('is disabled for the run by CHAT_MCP_ACTIVITY=off (any case), without creating the folder', () => {
    expect(recordActivity(smokeOk, { ...env, CHAT_MCP_ACTIVITY: 'off' })).toEqual({ written: false, reason: 'disabled' });
    expect(recordActivity(smokeOk, { ...env, CHAT_MCP_ACTIVITY: 'OFF' })).toEqual({ written: false, reason: 'disabled' });
    expect(existsSync(join(root, 'xdg'))).toBe(false);
    expect(recordActivity(smokeOk, { ...env, CHAT_MCP_ACTIVITY: 'on' }).written).toBe(true);
  });
});

describe('activity journal capacity and concurrency', () => {
  it('keeps only the 200 most recent records, oldest dropped first', () => {
    let tick = Date.parse('2026-01-01T00:00:00.000Z');
    const journal = new ActivityJournal(path, () => new Date((tick += 1000)));
    for (let i = 0; i < JOURNAL_CAPACITY + 37; i++) {
      journal.append({ ...smokeOk, outcome: i % 2 ? 'exit_2' : 'exit_0' });
    }
    const records = journal.read().records;
    expect(records).toHaveLength(JOURNAL_CAPACITY);
    expect(lines()).toHaveLength(JOURNAL_CAPACITY);
    // Record 37 (0-based) is the oldest survivor: timestamps are strictly increasing from there.
    expect(records[0]!.timestamp).toBe(new Date(Date.parse('2026-01-01T00:00:00.000Z') + 38_000).toISOString());
    expect(records.at(-1)!.timestamp).toBe(new Date(Date.parse('2026-01-01T00:00:00.000Z') + (JOURNAL_CAPACITY + 37) * 1000).toISOString());
  });

  it('ignores lines that are not valid records and drops them on the next write', () => {
    recordActivity(smokeOk, env);
    writeFileSync(path, `${readFileSync(path, 'utf8')}not json\n{"timestamp":"2026-01-01T00:00:00.000Z","command":"smoke","guild_id":"1"}\n`);
    expect(readActivity(env)).toMatchObject({ ignoredLines: 2 });
    recordActivity(smokeOk, env);
    expect(readActivity(env)).toMatchObject({ ignoredLines: 0 });
    expect(lines()).toHaveLength(2);
  });

  it('neither loses nor interleaves records when several processes append at once', async () => {
    const writers = 4;
    const each = 40;
    const script = `
      const { ActivityJournal } = await import(${JSON.stringify(new URL(`file://${DIST_JOURNAL}`).href)});
      const journal = new ActivityJournal(process.argv[1]);
      let written = 0;
      for (let i = 0; i < ${each}; i++) if (journal.append(${JSON.stringify(smokeOk)}).written) written++;
      process.stdout.write(String(written));
    `;
    const outputs = await Promise.all(
      Array.from({ length: writers }, () => new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script, path], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.on('error', reject);
        child.on('close', () => resolve(out));
      })),
    );
    expect(outputs.map(Number)).toEqual(Array(writers).fill(each));
    expect(lines()).toHaveLength(writers * each);
    for (const line of lines()) expect(() => JSON.parse(line)).not.toThrow();
    expect(existsSync(`${path}.lock`)).toBe(false);
  }, 60_000);

  it('a serving process waits for a busy lock without blocking its event loop, then writes its record', async () => {
    const lock = `${path}.lock`;
    recordActivity(smokeOk, env);
    writeFileSync(lock, '99999');
    let settled = false;
    const pending = recordActivityWithoutBlocking({ stage: 'blueprint_plan', status: 'ok', outcome: 'ready', transport: 'http' }, env);
    void pending.then(() => (settled = true));
    // This timer runs only because the append is waiting asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled, 'the append still waits for the other writer').toBe(false);
    expect(lines()).toHaveLength(1);
    rmSync(lock);
    expect((await pending).written).toBe(true);
    expect(lines().map((line) => JSON.parse(line).stage ?? JSON.parse(line).command)).toEqual(['smoke', 'blueprint_plan']);
  });

  it('waits for a held lock, and takes over a stale one left by a crashed writer', () => {
    const lock = `${path}.lock`;
    recordActivity(smokeOk, env);
    writeFileSync(lock, '99999');
    expect(withLockFile(lock, () => 'ran', 50)).toBeUndefined();
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    expect(recordActivity(smokeOk, env).written).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(lines()).toHaveLength(2);
  });
});
