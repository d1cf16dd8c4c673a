import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SNIPPET_CLIENTS } from '../../cli/clients/client-ids.js';
import { readPinnedLauncher } from '../../cli/clients/launcher.js';
import { currentPlatform, launcherFor } from '../../cli/clients/platform-launcher.js';
import { findPinnedLauncher } from '../../cli/update/pinned-launcher-file.js';
import { VERSION } from '../../core/version.js';
import { useEmulator } from '../helpers/emulator.js';
import { installedCopy, REGISTRY_RESOLVED } from '../helpers/installed-copy.js';
import { envelopeOf, fakeRegistry, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation } from './cli-harness.js';

// Every test spawns the built CLI several times; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });

const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });
let registry: Awaited<ReturnType<typeof fakeRegistry>>;
// The pinned launchers are what a registry installation generates: run the CLI from a copy installed that way.
let installed: ReturnType<typeof installedCopy>;
beforeAll(async () => {
  registry = await fakeRegistry('99.2.0');
  installed = installedCopy(REGISTRY_RESOLVED);
});
afterAll(async () => {
  installed?.cleanup();
  await registry.close();
});
const cli = (args: string[], env: Record<string, string> = {}) => iso.run(args, env, installed.cli);

/** The server entry of a snippet, read with the real parser of its format. */
function entryOf(format: string, content: string): { command: string; args: string[] } {
  if (format === 'toml') return (parseToml(content) as any).mcp_servers['chat-mcp'];
  if (format === 'yaml') return parseYaml(content).mcp_servers['chat-mcp'];
  return JSON.parse(content).mcpServers['chat-mcp'];
}

const PINNED = ['-y', `chat-mcp@${VERSION}`];
const REGISTRY = { kind: 'registry' } as const;

describe('launchers per platform', () => {
  it('wraps npx in cmd /c on Windows for every host except the one that resolves npx itself', () => {
    for (const client of SNIPPET_CLIENTS) {
      const launcher = launcherFor(client, ['serve'], 'win32', REGISTRY);
      if (client === 'beta-cli') expect(launcher, client).toEqual({ command: 'npx', args: [...PINNED, 'serve'] });
      else expect(launcher, client).toEqual({ command: 'cmd', args: ['/c', 'npx', ...PINNED, 'serve'] });
      for (const platform of ['darwin', 'linux'] as const) expect(launcherFor(client, ['serve'], platform, REGISTRY)).toEqual({ command: 'npx', args: [...PINNED, 'serve'] });
    }
    expect(currentPlatform('win32')).toBe('win32');
    expect(currentPlatform('darwin')).toBe('darwin');
    expect(currentPlatform('freebsd')).toBe('linux');
  });

  it('reads both generated forms as pinned, and nothing else', () => {
    expect(readPinnedLauncher('npx', ['-y', 'chat-mcp@1.2.3', 'serve'])).toEqual({ version: '1.2.3', windowsShell: false, serveArgs: ['serve'] });
    expect(readPinnedLauncher('cmd', ['/c', 'npx', '-y', 'chat-mcp@1.2.3-beta.1', 'serve', '--profile', 'p'])).toEqual({ version: '1.2.3-beta.1', windowsShell: true, serveArgs: ['serve', '--profile', 'p'] });
    expect(readPinnedLauncher('CMD.EXE', ['/C', 'npx', '-y', 'chat-mcp@1.2.3', 'serve'])?.windowsShell).toBe(true);
    const refused: [unknown, unknown][] = [
      ['cmd', ['/c', 'npx', '-y', 'chat-mcp@latest', 'serve']],
      ['cmd', ['/k', 'npx', '-y', 'chat-mcp@1.2.3', 'serve']],
      ['cmd', ['/c', 'run-chat-mcp.bat']],
      ['powershell', ['-c', 'npx', '-y', 'chat-mcp@1.2.3']],
      ['cmd', ['/c', 'cmd', '/c', 'npx', '-y', 'chat-mcp@1.2.3']],
      ['npx', ['chat-mcp@1.2.3', 'serve']],
      ['npx', ['-y', 'chat-mcp', 'serve']],
      ['npx', '-y chat-mcp@1.2.3'],
      [undefined, ['-y', 'chat-mcp@1.2.3']],
    ];
    for (const [command, args] of refused) expect(readPinnedLauncher(command, args), JSON.stringify([command, args])).toBeUndefined();
  });

  it('finds the Windows launcher in a Codex-style config and keeps refusing what it refused before', () => {
    const text = '[mcp_servers.chat-mcp]\ncommand = "cmd"\nargs = ["/c", "npx", "-y", "chat-mcp@0.0.9", "serve", "--profile", "w"]\n';
    expect(findPinnedLauncher(text)).toMatchObject({ server: 'chat-mcp', version: '0.0.9', argsLine: 2 });
    expect(() => findPinnedLauncher(text.replace('"serve", ', ''))).toThrow(/custom wrapper/);
  });
});

describe('init --platform', () => {
  it('emits the cmd /c launcher for --platform win32 in every host format, parsed back with its real parser', async () => {
    const runs = await Promise.all(SNIPPET_CLIENTS.map((client) => cli(['init', '--client', client, '--platform', 'win32', '--gateway', '--json'])));
    for (const [i, client] of SNIPPET_CLIENTS.entries()) {
      const result = envelopeOf(runs[i]!);
      expect(result.exitCode, client).toBe(0);
      const entry = entryOf(result.data.format, result.data.content);
      if (client === 'beta-cli') {
        expect(entry, client).toMatchObject({ command: 'npx', args: [...PINNED, 'serve', '--gateway'] });
      } else {
        expect(entry, client).toMatchObject({ command: 'cmd', args: ['/c', 'npx', ...PINNED, 'serve', '--gateway'] });
      }
      expect(result.details[0], client).toBe(`command: ${[entry.command, ...entry.args].join(' ')}`);
    }
  });

  it('keeps plain npx for darwin and linux, and answers an unknown platform with exit 2 and one line', async () => {
    for (const platform of ['darwin', 'linux']) {
      const result = envelopeOf(await cli(['init', '--client', 'alpha-code', '--platform', platform, '--json']));
      expect(entryOf('json', result.data.content), platform).toMatchObject({ command: 'npx', args: [...PINNED, 'serve'] });
    }
    const bad = await cli(['init', '--platform', 'beos']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/--platform must be one of win32, darwin, linux/);
  });
});

describe('setup, doctor --client and update with the Windows launcher', () => {
  it('setup --platform win32 starts serve --profile through cmd /c, and doctor --client audits it as pinned', async () => {
    const cursorConfig = join(iso.root, 'cursor', 'mcp.json');
    mkdirSync(join(iso.root, 'cursor'), { recursive: true });
    const setup = envelopeOf(await cli(['setup', '--profile', 'win', '--client', 'delta-cli', '--platform', 'win32', '--output', cursorConfig, '--json'], platformEnv(emulator.current.url)));
    expect(setup.exitCode).toBe(0);
    const entry = JSON.parse(readFileSync(cursorConfig, 'utf8')).mcpServers['chat-mcp'];
    expect(entry).toEqual({ command: 'cmd', args: ['/c', 'npx', ...PINNED, 'serve', '--profile', 'win'] });

    emulator.current.log.clear();
    const audit = envelopeOf(await cli(['doctor', '--client', 'delta-cli', '--profile', 'win', '--config', cursorConfig, '--json']));
    expect(audit.exitCode).toBe(0);
    expect(audit.data.client).toMatchObject({ launcher: 'pinned', version: VERSION, starts_profile: true, token_in_config: false });
    expect(emulator.current.log.entries).toEqual([]);
  });

  it('update --check and --apply re-pin the version inside a cmd /c launcher, and nothing else', async () => {
    // A beta-cli profile whose operator wrapped the launcher by hand, as Windows users of other hosts do.
    const codexHome = join(iso.root, 'codex');
    mkdirSync(codexHome, { recursive: true });
    expect((await cli(['setup', '--profile', 'codex', '--client', 'beta-cli', '--json'], platformEnv(emulator.current.url))).code).toBe(0);
    const config = (version: string) =>
      `model = "o4"\n\n[mcp_servers.chat-mcp]\ncommand = "cmd"\nargs = ["/c", "npx", "-y", "chat-mcp@${version}", "serve", "--profile", "codex"]\nenv_vars = ["CHAT_TOKEN"]\ntool_timeout_sec = 180\n`;
    const path = join(codexHome, 'config.toml');
    writeFileSync(path, config('0.0.9'));
    const env = { CODEX_HOME: codexHome, CHAT_MCP_REGISTRY_URL: registry.url };

    const check = envelopeOf(await cli(['update', '--profile', 'codex', '--json'], env));
    expect(check.exitCode).toBe(1);
    expect(check.data).toEqual({ pinned: '0.0.9', latest: '99.2.0', update_available: true });
    expect(readFileSync(path, 'utf8')).toBe(config('0.0.9'));

    const applied = envelopeOf(await cli(['update', '--profile', 'codex', '--apply', '--json'], env));
    expect(applied.exitCode).toBe(0);
    expect(applied.data).toMatchObject({ pinned: '0.0.9', latest: '99.2.0', restart_required: true, settings_migrated: [] });
    const text = readFileSync(path, 'utf8');
    expect(text).toBe(config('99.2.0'));
    expect((parseToml(text) as any).mcp_servers['chat-mcp']).toMatchObject({ command: 'cmd', args: ['/c', 'npx', '-y', 'chat-mcp@99.2.0', 'serve', '--profile', 'codex'] });

    const audit = envelopeOf(await cli(['doctor', '--client', 'beta-cli', '--profile', 'codex', '--json'], { CODEX_HOME: codexHome }));
    expect(audit.data.client).toMatchObject({ launcher: 'pinned', version: '99.2.0', starts_profile: true });
  });
});
