import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SNIPPET_CLIENTS } from '../../cli/clients/client-ids.js';
import { installedFromRegistry } from '../../cli/clients/installation.js';
import { readPathLauncher } from '../../cli/clients/launcher.js';
import { VERSION } from '../../core/version.js';
import { useEmulator } from '../helpers/emulator.js';
import { installedCopy, REGISTRY_RESOLVED } from '../helpers/installed-copy.js';
import { CLI, clientOptions } from '../helpers/mcp-session.js';
import { CHANNEL_A, envelopeOf, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation, writeProfile } from './cli-harness.js';

// Every test spawns the CLI and then the server it configures, several times over.
vi.setConfig({ testTimeout: 360_000 });
const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });

type Entry = { command: string; args: string[]; env?: Record<string, string>; env_vars?: string[] };

/** The server entry of a snippet, read with the real parser of its format. */
function entryOf(format: string, content: string, name = 'chat-mcp'): Entry {
  if (format === 'toml') return (parseToml(content) as any).mcp_servers[name];
  if (format === 'yaml') return parseYaml(content).mcp_servers[name];
  return JSON.parse(content).mcpServers[name];
}

/**
 * The environment a host gives the process it starts from `entry`: its own launch environment (PATH, HOME and
 * the emulator's API root, plus the token in the shell the user started it from), then the entry's env with the
 * host's variable references expanded and the inline placeholder filled in, as the user is told to.
 */
function hostEnvironment(entry: Entry, token: string | undefined): Record<string, string> {
  const launch: Record<string, string> = { PATH: process.env.PATH ?? '', ...iso.env, CHAT_API_BASE_URL: emulator.current.url, ...(token ? { CHAT_TOKEN: token } : {}) };
  const env: Record<string, string> = { ...launch };
  for (const [key, value] of Object.entries(entry.env ?? {})) {
    env[key] = value.replace(/\$\{(?:env:)?([A-Z_]+)\}/g, (_m, name: string) => launch[name] ?? '').replace('<CHAT_BOT_TOKEN>', token ?? '');
  }
  return env;
}

/** Spawns `entry` the way a host does and runs the MCP handshake: the tool names tools/list answers. */
async function startAsHost(entry: Entry, env: Record<string, string>): Promise<{ client: Client; tools: string[]; close(): Promise<void> }> {
  const transport = new StdioClientTransport({ command: entry.command, args: entry.args, env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'host-like', version: '1.0.0' }, clientOptions());
  try {
    await client.connect(transport);
    const { tools } = await client.listTools();
    return { client, tools: tools.map((t) => t.name), close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw new Error(`${entry.command} ${entry.args.join(' ')} did not serve: ${String(error)}\n${stderr}`);
  }
}

const TOKEN = `Bot ${OPERATOR_TOKEN}`;

/**
 * `check` run on a server started as a host starts `entry` with `env`, once per distinct launch (command, arguments
 * and environment): clients whose snippets launch the very same process share that one start and its result.
 */
function oncePerLaunch<T>(check: (session: Awaited<ReturnType<typeof startAsHost>>) => Promise<T>): (entry: Entry, env: Record<string, string>) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (entry, env) => {
    const launch = JSON.stringify([entry.command, entry.args, Object.entries(env).sort(([a], [b]) => a.localeCompare(b))]);
    let result = started.get(launch);
    if (!result) {
      result = startAsHost(entry, env).then(async (session) => {
        try {
          return await check(session);
        } finally {
          await session.close();
        }
      });
      started.set(launch, result);
    }
    return result;
  };
}

describe('generated snippets start the server they name', () => {
  it('init: every client id, from a clone, starts this installation and answers initialize and tools/list', async () => {
    const results = await Promise.all(SNIPPET_CLIENTS.map((client) => iso.run(['init', '--client', client, '--json'])));
    const toolsServed = oncePerLaunch(async (session) => session.tools);
    for (const [i, client] of SNIPPET_CLIENTS.entries()) {
      const result = envelopeOf(results[i]!);
      const entry = entryOf(result.data.format, result.data.content);
      expect(entry.command, client).toBe(process.execPath);
      expect(entry.args, client).toEqual([realpathSync(CLI), 'serve']);
      expect(result.details.join('\n'), client).toMatch(/launcher: this installation's entry point .*caller-managed/);
      const tools = await toolsServed(entry, hostEnvironment(entry, TOKEN));
      expect(tools, client).toContain('messages_send');
      expect(tools.length, client).toBe(209);
    }
  });

  it('setup: the serve --profile snippet starts the saved profile', async () => {
    const result = envelopeOf(await iso.run(['setup', '--profile', 'hosted', '--client', 'beta-cli', '--json'], platformEnv(emulator.current.url)));
    expect(result.exitCode).toBe(0);
    const entry = entryOf('toml', result.data.profile.snippet.content);
    expect(entry.args).toEqual([realpathSync(CLI), 'serve', '--profile', 'hosted']);
    expect(entry.env_vars).toEqual(['CHAT_TOKEN']);
    const session = await startAsHost(entry, hostEnvironment(entry, TOKEN));
    try {
      // The profile's progressive surface, not the full one: the profile was loaded.
      expect(session.tools).toContain('mcp_tools_search');
      expect(session.tools).not.toContain('messages_send');
    } finally {
      await session.close();
    }
  });

  it('init --sandbox: starts the demo community with no token anywhere', async () => {
    const eventsListed = oncePerLaunch((session) => session.client.callTool({ name: 'events_list', arguments: { guild_id: '1100000000000000001' } }));
    for (const client of ['alpha-desktop', 'beta-cli', 'zeta-harness'] as const) {
      const result = envelopeOf(await iso.run(['init', '--client', client, '--sandbox', '--json']));
      const entry = entryOf(result.data.format, result.data.content, 'chat-mcp-sandbox');
      expect(entry.args, client).toEqual([realpathSync(CLI), 'serve', '--sandbox']);
      expect(JSON.stringify(entry), client).not.toMatch(/CHAT_TOKEN|CHAT_BOT_TOKEN/);
      const events = await eventsListed(entry, { PATH: process.env.PATH ?? '', ...iso.env });
      expect(events.isError, client).toBeFalsy();
    }
  });
});

describe('a path launcher is caller-managed', () => {
  it('is recognised only as node starting a chat-mcp package entry point', () => {
    expect(readPathLauncher('/usr/bin/node', ['/opt/chat-mcp/dist/cli/main.js', 'serve'])).toEqual({ entry: '/opt/chat-mcp/dist/cli/main.js', serveArgs: ['serve'] });
    expect(readPathLauncher('C:\\Program Files\\nodejs\\node.exe', ['C:\\tools\\chat-mcp\\dist\\cli\\main.js', 'serve'])?.serveArgs).toEqual(['serve']);
    // A clone under another folder name is known by its package.json.
    expect(readPathLauncher(process.execPath, [realpathSync(CLI), 'serve'])?.entry).toBe(realpathSync(CLI));
    expect(readPathLauncher('/usr/bin/node', ['/opt/other-server/dist/cli/main.js', 'serve'])).toBeUndefined();
    expect(readPathLauncher('/usr/bin/python3', ['/opt/chat-mcp/dist/cli/main.js'])).toBeUndefined();
    expect(readPathLauncher('npx', ['-y', 'chat-mcp@1.2.3', 'serve'])).toBeUndefined();
  });

  it('update refuses to touch it and says so; doctor --client finds it and marks it caller-managed', async () => {
    const codexHome = join(iso.root, 'codex');
    mkdirSync(codexHome, { recursive: true });
    const config = join(codexHome, 'config.toml');
    const setup = envelopeOf(await iso.run(['setup', '--profile', 'codex', '--client', 'beta-cli', '--output', config, '--json'], platformEnv(emulator.current.url)));
    expect(setup.exitCode).toBe(0);
    const written = readFileSync(config, 'utf8');
    expect(entryOf('toml', written).command).toBe(process.execPath);

    const update = envelopeOf(await iso.run(['update', '--profile', 'codex', '--json'], { CODEX_HOME: codexHome, CHAT_MCP_REGISTRY_URL: 'http://127.0.0.1:9/' }));
    expect(update.exitCode).toBe(2);
    expect(update.errors[0]).toMatch(/starts a local installation .*not a registry version: it is caller-managed/);
    expect(readFileSync(config, 'utf8')).toBe(written);

    const audit = envelopeOf(await iso.run(['doctor', '--client', 'beta-cli', '--profile', 'codex', '--json'], { CODEX_HOME: codexHome }));
    expect(audit.data.client).toMatchObject({ launcher: 'caller-managed', version: null, starts_profile: true, token_in_config: false });
    expect(audit.warnings.join(' ')).toMatch(/starts a local installation, not a registry version: caller-managed/);
    expect(audit.exitCode).toBe(1);
  });
});

describe('the installation decides the launcher', () => {
  let registryCopy: ReturnType<typeof installedCopy>;
  let tarballCopy: ReturnType<typeof installedCopy>;
  beforeAll(() => {
    registryCopy = installedCopy(REGISTRY_RESOLVED);
    tarballCopy = installedCopy('file:../chat-mcp-0.1.0.tgz');
  });
  afterAll(() => {
    registryCopy?.cleanup();
    tarballCopy?.cleanup();
  });

  it('a copy npm resolved from the registry pins npx -y chat-mcp@<version>, and says so', async () => {
    const result = envelopeOf(await iso.run(['init', '--client', 'alpha-code', '--json'], {}, registryCopy.cli));
    expect(entryOf('json', result.data.content)).toMatchObject({ command: 'npx', args: ['-y', `chat-mcp@${VERSION}`, 'serve'] });
    expect(result.details.join('\n')).toMatch(/launcher: npx -y chat-mcp@.* the registry release this copy came from/);
  });

  it('a copy installed from a tarball starts its own entry point, and that snippet serves', async () => {
    const result = envelopeOf(await iso.run(['init', '--client', 'alpha-code', '--json'], {}, tarballCopy.cli));
    const entry = entryOf('json', result.data.content);
    expect(entry).toMatchObject({ command: process.execPath, args: [realpathSync(tarballCopy.cli), 'serve'] });
    const session = await startAsHost(entry, hostEnvironment(entry, TOKEN));
    try {
      expect(session.tools).toHaveLength(209);
    } finally {
      await session.close();
    }
  });

  it('reads npm lockfiles: only a registry tarball URL, not a link, file, git or missing entry, counts as the registry', () => {
    const root = mkdtempSync(join(tmpdir(), 'chat-mcp-lockfiles-'));
    try {
      const layout = (name: string, packages: Record<string, unknown>, where: 'hidden' | 'project' = 'hidden', key = 'node_modules/chat-mcp') => {
        const project = join(root, name);
        const packageRoot = join(project, ...key.split('/'));
        mkdirSync(packageRoot, { recursive: true });
        const lock = JSON.stringify({ lockfileVersion: 3, packages });
        writeFileSync(where === 'hidden' ? join(project, 'node_modules', '.package-lock.json') : join(project, 'package-lock.json'), lock);
        return packageRoot;
      };
      const at = (resolved: unknown, extra: Record<string, unknown> = {}) => ({ 'node_modules/chat-mcp': { version: VERSION, resolved, ...extra } });
      // An npx cache (~/.npm/_npx/<hash>) and a project install from the registry or a mirror.
      expect(installedFromRegistry(layout('npx-cache', at(REGISTRY_RESOLVED)))).toBe(true);
      expect(installedFromRegistry(layout('mirror', at('https://npm.example.com/registry/chat-mcp/-/chat-mcp-0.1.0.tgz'), 'project'))).toBe(true);
      expect(installedFromRegistry(layout('nested', { 'node_modules/tool/node_modules/chat-mcp': { resolved: REGISTRY_RESOLVED } }, 'hidden', 'node_modules/tool/node_modules/chat-mcp'))).toBe(true);
      expect(installedFromRegistry(layout('tarball', at('file:../chat-mcp-0.1.0.tgz')))).toBe(false);
      expect(installedFromRegistry(layout('linked', at('../../clone', { link: true })))).toBe(false);
      expect(installedFromRegistry(layout('git', at('git+ssh://git@github.com/chat-mcp/chat-mcp.git#abc')))).toBe(false);
      expect(installedFromRegistry(layout('other-package', { 'node_modules/chat-mcp-fork': { resolved: REGISTRY_RESOLVED } }))).toBe(false);
      // A clone, or a global install npm kept no lockfile for.
      const bare = join(root, 'global', 'lib', 'node_modules', 'chat-mcp');
      mkdirSync(bare, { recursive: true });
      expect(installedFromRegistry(bare)).toBe(false);
      expect(installedFromRegistry(join(import.meta.dirname, '..', '..'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the write mode, where it came from, and the fix that works', () => {
  it('a profile in preview names itself and the setup command; running that command lets the write through', async () => {
    writeProfile(iso.configFolder, 'community', { tool_surface: 'full', write_mode: 'preview' });
    const send = { name: 'messages_send', arguments: { channel_id: CHANNEL_A, content: 'hello from the profile test' } };
    // MCP_WRITE_MODE=allow in the launch environment changes nothing: the profile wins.
    const entry: Entry = { command: process.execPath, args: [CLI, 'serve', '--profile', 'community'], env: { MCP_WRITE_MODE: 'allow' } };
    const first = await startAsHost(entry, hostEnvironment(entry, TOKEN));
    let fix: string;
    try {
      const previewed = await first.client.callTool(send);
      expect(previewed.isError).toBe(true);
      const text = (previewed.content as { type: string; text: string }[])[0]!.text;
      expect(text).toMatch(/^Error WRITE_PREVIEW: Preview only \(write mode preview, from profile "community"/);
      const command = /save the profile with --write-mode allow, with CHAT_TOKEN set: (.+?), then restart the client/.exec(text);
      expect(command, text).not.toBeNull();
      fix = command![1]!;
    } finally {
      await first.close();
    }
    expect(fix).toContain(`${process.execPath} ${realpathSync(CLI)} setup --profile community --force`);
    const words = fix.split(' ');
    const applied = await iso.run([...words.slice(2), '--json'], platformEnv(emulator.current.url));
    expect(envelopeOf(applied).exitCode).toBe(0);

    const second = await startAsHost(entry, hostEnvironment(entry, TOKEN));
    try {
      const sent = await second.client.callTool(send);
      expect(sent.isError, JSON.stringify(sent.content)).toBeFalsy();
      expect(second.tools).toContain('messages_send'); // the full surface was kept, not reset to the default
    } finally {
      await second.close();
    }
  });

  it('without a profile it names MCP_WRITE_MODE', async () => {
    const entry: Entry = { command: process.execPath, args: [CLI, 'serve'], env: { MCP_WRITE_MODE: 'preview' } };
    const session = await startAsHost(entry, hostEnvironment(entry, TOKEN));
    try {
      const previewed = await session.client.callTool({ name: 'messages_send', arguments: { channel_id: CHANNEL_A, content: 'x' } });
      const text = (previewed.content as { type: string; text: string }[])[0]!.text;
      expect(text).toMatch(/from MCP_WRITE_MODE=preview in the server environment/);
      expect(text).toMatch(/set MCP_WRITE_MODE=allow/);
    } finally {
      await session.close();
    }
  });

  it('setup and init say which write mode and surface they chose and how to change each', async () => {
    const setup = envelopeOf(await iso.run(['setup', '--profile', 'fresh', '--json'], platformEnv(emulator.current.url)));
    const setupText = setup.details.join('\n');
    expect(setupText).toMatch(/write mode: preview \(default\): every ordinary write answers with a preview.*to send writes, save the profile with allow: .* setup --profile fresh --force .*--write-mode allow/);
    expect(setupText).toMatch(/tool surface: progressive \(default\).*to change it: .* setup --profile fresh --force .*--tool-surface full --write-mode preview/);
    const init = envelopeOf(await iso.run(['init', '--json']));
    const initText = init.details.join('\n');
    expect(initText).toMatch(/write mode: allow \(default\): writes are sent.*--write-mode preview/);
    expect(initText).toMatch(/tool surface: full \(default\).*--tool-surface progressive/);
  });
});
