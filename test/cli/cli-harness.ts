import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { SeedFixture } from '../../emulator/seed/seed-fixture.js';
import { CLI } from '../helpers/mcp-session.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI (or the copy at `cli`) with exactly `env` (plus PATH): no inherited HOME, token or config;
 * `cwd` defaults to the test's.
 */
export function runCli(args: string[], env: Record<string, string>, input?: string, cwd?: string, cli: string = CLI): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'], ...(cwd ? { cwd } : {}) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** An isolated per-user folder: HOME and XDG_CONFIG_HOME point into a fresh temporary directory. */
export interface Isolation {
  root: string;
  env: Record<string, string>;
  /** `${XDG_CONFIG_HOME}/chat-mcp` */
  configFolder: string;
  cleanup(): void;
}

export function isolate(): Isolation {
  const root = mkdtempSync(join(tmpdir(), 'chat-mcp-cli-'));
  const env = { HOME: join(root, 'home'), XDG_CONFIG_HOME: join(root, 'xdg'), CHAT_MCP_LOG_LEVEL: 'silent', NO_COLOR: '1' };
  return { root, env, configFolder: join(root, 'xdg', 'chat-mcp'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** The current test's isolated folders and the CLI runs it made (see `useCliIsolation`). */
export interface CliIsolation {
  readonly root: string;
  readonly env: Record<string, string>;
  readonly configFolder: string;
  /** Runs made through `run` (tests may push others): all are scanned for the secret after the test. */
  readonly runs: CliRun[];
  /** Runs the built CLI (or the copy at `cli`) with the isolated folders plus `env`, and records the run. */
  run(args: string[], env?: Record<string, string>, cli?: string): Promise<CliRun>;
}

/**
 * The wiring every CLI test file needs: a fresh isolated per-user folder before each test; after it, proof that
 * `secret` (if given; a function for a value known only once the emulator runs) is in no file and no recorded
 * output, then removal of the folder, even when that proof fails.
 */
export function useCliIsolation(options: { secret?: string | (() => string) } = {}): CliIsolation {
  let current: Isolation | undefined;
  let runs: CliRun[] = [];
  const active = (): Isolation => {
    if (!current) throw new Error('useCliIsolation: the isolation exists only while a test runs');
    return current;
  };
  beforeEach(() => {
    current = isolate();
    runs = [];
  });
  afterEach(() => {
    const iso = active();
    current = undefined;
    try {
      const secret = typeof options.secret === 'function' ? options.secret() : options.secret;
      if (secret !== undefined) expectSecretNowhere(secret, iso.root, runs);
    } finally {
      iso.cleanup();
    }
  });
  return {
    get root() {
      return active().root;
    },
    get env() {
      return active().env;
    },
    get configFolder() {
      return active().configFolder;
    },
    get runs() {
      return runs;
    },
    async run(args, env = {}, cli) {
      const run = await runCli(args, { ...active().env, ...env }, undefined, undefined, cli);
      runs.push(run);
      return run;
    },
  };
}

export interface Envelope {
  ok: boolean;
  exitCode: number;
  summary: string;
  details: string[];
  warnings: string[];
  errors: string[];
  data: Record<string, any>;
}

/** stdout must be exactly one JSON line with the SPEC 2.4 fields, and its exitCode must be the process's. */
export function envelopeOf(run: CliRun): Envelope {
  const lines = run.stdout.split('\n').filter(Boolean);
  expect(lines, `stdout: ${run.stdout}\nstderr: ${run.stderr}`).toHaveLength(1);
  const parsed = JSON.parse(lines[0]!) as Envelope;
  expect(Object.keys(parsed).sort()).toEqual(['data', 'details', 'errors', 'exitCode', 'ok', 'summary', 'warnings']);
  expect(parsed.exitCode).toBe(run.code);
  expect(parsed.ok).toBe(run.code === 0);
  return parsed;
}

/** Every file below `root` (recursively). */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(path);
    }
  };
  if (statSync(root, { throwIfNoEntry: false })) walk(root);
  return out;
}

/** The secret appears in no file below `root` and in none of the outputs. */
export function expectSecretNowhere(secret: string, root: string, runs: readonly CliRun[]): void {
  for (const path of filesUnder(root)) expect(readFileSync(path, 'utf8').includes(secret), `token found in ${path}`).toBe(false);
  for (const run of runs) {
    expect(run.stdout.includes(secret), 'token found on stdout').toBe(false);
    expect(run.stderr.includes(secret), 'token found on stderr').toBe(false);
  }
}

/** A fake package registry on loopback answering `GET /chat-mcp/latest`, recording every request. */
export async function fakeRegistry(version: string): Promise<{ url: string; requests: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[]; setVersion(v: string): void; close(): Promise<void> }> {
  let latest = version;
  const requests: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method === 'GET' && req.url === '/chat-mcp/latest') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'chat-mcp', version: latest }));
      } else res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setVersion: (v) => (latest = v),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Discord-shaped fake bot token (three dot-separated base64url parts), unique to these tests. */
export const OPERATOR_TOKEN = 'MTk5OTAwMDAwMDAwMDAwMDEwMA.Gq7Zx1.operator-test-token-value-Zq8vW3x';
export const OPERATOR_BOT = '1990000000000000100';
export const GUILD_A = '1990000000000000001';
export const GUILD_B = '1990000000000000002';
export const CHANNEL_A = '1990000000000000401';
export const HIDDEN_CHANNEL = '1990000000000000402';
const OWNER = '1990000000000000200';
const BOT_ROLE_A = '1990000000000000013';

const VIEW = 1n << 10n;
const SEND = 1n << 11n;
const HISTORY = 1n << 16n;
const MANAGE_CHANNELS = 1n << 4n;
const ADMINISTRATOR = 1n << 3n;

/**
 * A community for operator commands: guild A (the bot has view/send/history/manage-channels; channel "staff" denies
 * it Send Messages), and optionally guild B where the bot is Administrator.
 */
export function operatorSeed(options: { secondGuild?: boolean; adminInA?: boolean; botId?: string; token?: string } = {}): SeedFixture {
  const bot = options.botId ?? OPERATOR_BOT;
  const roleA = options.adminInA ? ADMINISTRATOR : VIEW | SEND | HISTORY | MANAGE_CHANNELS;
  const guilds: SeedFixture['guilds'] = [
    {
      id: GUILD_A,
      name: 'Operator Guild',
      owner_id: OWNER,
      roles: [
        { id: GUILD_A, name: '@everyone', permissions: String(VIEW), position: 0 },
        { id: BOT_ROLE_A, name: 'bot', permissions: String(roleA), position: 2 },
      ],
      members: [{ user_id: OWNER }, { user_id: bot, roles: [BOT_ROLE_A] }],
      channels: [
        { id: CHANNEL_A, type: 0, name: 'general' },
        {
          id: HIDDEN_CHANNEL,
          type: 0,
          name: 'staff',
          permission_overwrites: [{ id: BOT_ROLE_A, type: 0, allow: '0', deny: String(SEND) }],
        },
      ],
    },
  ];
  if (options.secondGuild) {
    guilds.push({
      id: GUILD_B,
      name: 'Admin Guild',
      owner_id: OWNER,
      roles: [
        { id: GUILD_B, name: '@everyone', permissions: String(VIEW), position: 0 },
        { id: '1990000000000000023', name: 'bot', permissions: String(ADMINISTRATOR), position: 1 },
      ],
      members: [{ user_id: OWNER }, { user_id: bot, roles: ['1990000000000000023'] }],
      channels: [{ id: '1990000000000000411', type: 0, name: 'general' }],
    });
  }
  return {
    bot: { id: bot, username: 'operator-bot', token: options.token ?? OPERATOR_TOKEN },
    users: [{ id: OWNER, username: 'owner' }],
    guilds,
  };
}

/** The environment that points the CLI at an emulator with the operator token. */
export function platformEnv(emulatorUrl: string, token: string = OPERATOR_TOKEN): Record<string, string> {
  return { CHAT_API_BASE_URL: emulatorUrl, CHAT_TOKEN: `Bot ${token}` };
}

/**
 * Writes a profile file as `setup` saves it, for tests of the commands that read one (setup itself is tested in
 * setup.test.ts): the operator bot, guild A, generic client, progressive surface, preview mode; `fields` override.
 */
export function writeProfile(configFolder: string, name: string, fields: Record<string, unknown> = {}): string {
  const folder = join(configFolder, 'profiles');
  mkdirSync(folder, { recursive: true });
  const now = new Date().toISOString();
  const path = join(folder, `${name}.json`);
  const profile = { schema: 'chat-mcp.profile.v1', name, credential: 'env:CHAT_TOKEN', bot: { id: OPERATOR_BOT, username: 'operator-bot' }, allowed_guilds: [GUILD_A], client: 'generic', tool_surface: 'progressive', categories: null, write_mode: 'preview', gateway: false, created_at: now, updated_at: now, ...fields };
  writeFileSync(path, JSON.stringify(profile));
  return path;
}
