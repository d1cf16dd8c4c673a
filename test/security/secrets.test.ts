import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { spawnedSession, structured, text } from '../helpers/mcp-session.js';
import { CHANNEL_A, filesUnder, GUILD_A, isolate, operatorSeed, runCli, type CliRun, type Isolation } from '../cli/cli-harness.js';
import { bearer, legacyBody, MCP_POST_HEADERS, startHttpServer } from '../http/spawn-http-server.js';

vi.setConfig({ testTimeout: 180_000 });

/** Distinctive secrets: any occurrence outside the process that owns them is a leak. */
const BOT_TOKEN = 'MTk5OTAwMDAwMDAwMDAwMDEwMA.SeCrEt.bot-token-must-never-leak-Qx7Lp2Vn9';
const ACCESS_TOKEN = 'acc3ss-T0ken-must-never-leak-Zr8Kq4Wm2Yt6Hs';
const WEBHOOK_TOKEN = 'whk-T0ken-must-never-leak-'.padEnd(68, 'W7');
const INTERACTION_TOKEN = 'intr-T0ken-must-never-leak-'.padEnd(72, 'I9');
const SECRETS = { BOT_TOKEN, ACCESS_TOKEN, WEBHOOK_TOKEN, INTERACTION_TOKEN };
const RANDOM_ID = '1990000000000000999';

/**
 * Every CLI command present and both transports run with distinctive bot, access, webhook and interaction tokens at
 * debug log level with a file audit sink; stdout, stderr, logs, audit events, profiles, snippets and the journal in an
 * isolated per-user folder must contain none of them.
 */
describe('secrets never leave the process', () => {
  const emu = useEmulator({ seed: operatorSeed({ token: BOT_TOKEN }) });
  let iso: Isolation;
  const runs: CliRun[] = [];
  const covered: string[] = [];
  let env: Record<string, string>;

  beforeAll(() => {
    iso = isolate();
    env = {
      ...iso.env,
      CHAT_API_BASE_URL: emu.current.url,
      CHAT_TOKEN: `Bot ${BOT_TOKEN}`,
      CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN,
      CHAT_MCP_LOG_LEVEL: 'debug',
      CHAT_MCP_AUDIT: `file:${join(iso.root, 'audit.jsonl')}`,
      // update --check asks this (absent) registry; the answer does not matter here.
      CHAT_MCP_REGISTRY_URL: 'http://127.0.0.1:9',
    };
  });
  afterAll(() => iso?.cleanup());

  const cli = async (args: string[]) => {
    const run = await runCli(args, env);
    runs.push(run);
    covered.push(args.join(' '));
    return run;
  };

  it('runs every command the CLI lists', async () => {
    const [help] = await Promise.all([cli(['--help']), cli(['--version'])]);
    // Command paths as `chat-mcp <words>` lines of the help listing (options start with [ or -).
    const paths = [...help.stdout.matchAll(/^\s+chat-mcp ((?:[a-z][a-z-]*\s?)+)/gm)].map((m) => m[1]!.trim()).filter(Boolean);
    expect(paths.length).toBeGreaterThan(3);
    // Independent runs go in parallel: each is a cold process start.
    const unique = [...new Set(paths)];
    await Promise.all(unique.map((path) => cli([...path.split(' '), '--json'])));
    // Richer runs of the commands that exist now: a profile's whole lifecycle, snippets, and the doctor's checks.
    const snippet = join(iso.root, 'snippet.json');
    const setup = await cli(['setup', '--profile', 'secrets', '--client', 'beta-cli', '--json']);
    expect(setup.code, setup.stdout + setup.stderr).toBe(0);
    await Promise.all([
      cli(['init', '--client', 'generic', '--output', snippet, '--json']),
      cli(['init', '--discover-guilds', '--allowed-guilds', GUILD_A, '--json']),
      cli(['profile', 'list', '--json']),
      cli(['profile', 'show', 'secrets', '--json']),
      cli(['doctor', '--access', '--profile', 'secrets', '--guild-id', GUILD_A, '--channel-id', CHANNEL_A, '--json']),
      cli(['update', '--profile', 'secrets', '--check', '--json']),
      // Present since the operator-commands work landed: each writes evidence or reads the journal.
      cli(['smoke', '--confirm-write', '--guild-id', GUILD_A, '--json']),
      cli(['activity', '--json']),
      cli(['migrate', '--list', '--json']),
    ]);
    await cli(['profile', 'remove', 'secrets', '--yes', '--json']);
    console.log(`secrets: ${covered.length} CLI runs over ${unique.length} commands: ${unique.join(', ')}`);
    expectNoSecrets();
  });

  it('serves stdio at debug level without leaking, and masks webhook and interaction tokens in logged paths', async () => {
    const session = await spawnedSession({ ...env, MCP_CATEGORIES: 'messages,webhooks,interactions,channels' }, ['serve']);
    const outputs: string[] = [];
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await session.client.callTool({ name, arguments: args });
      outputs.push(text(result), JSON.stringify(structured(result) ?? {}));
      return result;
    };
    try {
      expect((await call('messages_send', { channel_id: CHANNEL_A, content: 'hello' })).isError).toBeFalsy();
      await call('webhooks_get_with_token', { webhook_id: RANDOM_ID, token: WEBHOOK_TOKEN });
      await call('webhooks_execute', { webhook_id: RANDOM_ID, token: WEBHOOK_TOKEN, content: 'x' });
      await call('interactions_get_original_response', { application_id: RANDOM_ID, interaction_token: INTERACTION_TOKEN });
    } finally {
      await session.close();
    }
    const stderr = session.stderr();
    // The debug log records every platform request, with the token part of the path masked.
    expect(stderr).toMatch(/\/webhooks\/1990000000000000999\/\[token\]/);
    expect(stderr).toMatch(/\/webhooks\/1990000000000000999\/\[token\]\/messages\/(@|%40)original/);
    // Discord did receive the real tokens: the masking is in what we write, not in what we send.
    expect(emu.current.log.find({ path: new RegExp(WEBHOOK_TOKEN) }).length).toBeGreaterThan(0);
    runs.push({ code: 0, stdout: outputs.join('\n'), stderr });
    // The audit sink recorded these calls (so it was scanned with content in it).
    expect(readFileSync(join(iso.root, 'audit.jsonl'), 'utf8')).toContain('webhooks_execute');
    expectNoSecrets();
  });

  it('serves HTTP without leaking the access token or the bot token', async () => {
    const server = await startHttpServer({ ...env, MCP_CATEGORIES: 'messages,webhooks' });
    try {
      const { client } = await httpClientWith(server.url);
      const result = await client.callTool({ name: 'webhooks_get_with_token', arguments: { webhook_id: RANDOM_ID, token: WEBHOOK_TOKEN } });
      runs.push({ code: 0, stdout: JSON.stringify(result), stderr: '' });
      await client.close();
      // A wrong bearer of the same length, and the bot token presented as the bearer, are refused and not echoed.
      for (const wrong of [ACCESS_TOKEN.replace(/.$/, 'X'), BOT_TOKEN]) {
        const refused = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer(wrong) }, body: legacyBody('tools/list', {}) });
        expect(refused.status).toBe(401);
        runs.push({ code: 0, stdout: await refused.text(), stderr: JSON.stringify([...refused.headers]) });
      }
    } finally {
      await server.stop();
    }
    runs.push({ code: 0, stdout: '', stderr: server.output() });
    expectNoSecrets();
  });

  /** Every output so far and every file under the isolated root (profiles, snippets, journal, audit, plans, evidence). */
  function expectNoSecrets(): void {
    const files = filesUnder(iso.root);
    const leaks: string[] = [];
    for (const [name, secret] of Object.entries(SECRETS)) {
      for (const path of files) if (readFileSync(path, 'utf8').includes(secret)) leaks.push(`${name} in ${path}`);
      runs.forEach((run, i) => {
        if (run.stdout.includes(secret)) leaks.push(`${name} on stdout of run ${i} (${covered[i] ?? 'serve'})`);
        if (run.stderr.includes(secret)) leaks.push(`${name} on stderr of run ${i} (${covered[i] ?? 'serve'})`);
      });
    }
    expect(leaks).toEqual([]);
  }

  async function httpClientWith(url: string) {
    const { StreamableHTTPClientTransport, Client } = await import('@modelcontextprotocol/client');
    const client = new Client({ name: 'secrets', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${ACCESS_TOKEN}` } } }));
    return { client };
  }
});
