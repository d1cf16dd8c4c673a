import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION } from '../../core/version.js';
import { envelopeOf, fakeRegistry, OPERATOR_BOT, OPERATOR_TOKEN, useCliIsolation, writeProfile, type CliRun } from './cli-harness.js';

// Every test spawns the built CLI several times; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });

const iso = useCliIsolation({ secret: OPERATOR_TOKEN });
let registry: Awaited<ReturnType<typeof fakeRegistry>>;
let codexHome: string;
beforeAll(async () => {
  registry = await fakeRegistry('99.1.0');
});
afterAll(() => registry.close());
beforeEach(() => {
  registry.requests.length = 0;
  registry.setVersion('99.1.0');
  codexHome = join(iso.root, 'codex');
  mkdirSync(codexHome, { recursive: true });
  saveProfile('codex', 'beta-cli');
});

/** A saved profile as setup writes it (setup itself is covered in setup.test.ts). */
function saveProfile(name: string, client: string): void {
  writeProfile(iso.configFolder, name, { client });
}

const configPath = () => join(codexHome, 'config.toml');

function update(args: string[]): Promise<CliRun> {
  // The token is in the environment on purpose: update must neither send nor write it.
  return iso.run(['update', ...args], { CODEX_HOME: codexHome, CHAT_MCP_REGISTRY_URL: registry.url, CHAT_TOKEN: `Bot ${OPERATOR_TOKEN}` });
}

function generatedConfig(version: string, extra = 'tool_timeout_sec = 180\n'): string {
  return `# my codex settings\nmodel = "o4"\n\n[mcp_servers.chat-mcp]\ncommand = "npx"\nargs = ["-y", "chat-mcp@${version}", "serve", "--profile", "codex"]\nenv_vars = ["CHAT_TOKEN"]\n${extra}\n[mcp_servers.other]\ncommand = "other-server"\n`;
}

describe('update --check', () => {
  it('exits 1 when a newer release exists, 0 when the pin is current, and sends only the look-up', async () => {
    writeFileSync(configPath(), generatedConfig(VERSION));
    const newer = envelopeOf(await update(['--profile', 'codex', '--json']));
    expect(newer.exitCode).toBe(1);
    expect(newer.data).toEqual({ pinned: VERSION, latest: '99.1.0', update_available: true });
    expect(envelopeOf(await update(['--profile', 'codex', '--check', '--json'])).exitCode).toBe(1);

    registry.setVersion(VERSION);
    const current = envelopeOf(await update(['--profile', 'codex', '--json']));
    expect(current.exitCode).toBe(0);
    expect(readFileSync(configPath(), 'utf8')).toBe(generatedConfig(VERSION));
    expect(registry.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual(Array(3).fill('GET /chat-mcp/latest '));
    for (const r of registry.requests) {
      const sent = JSON.stringify(r.headers);
      for (const secret of [OPERATOR_TOKEN, OPERATOR_BOT, '1990000000000000001', 'codex', 'preview']) expect(sent).not.toContain(secret);
    }
  });

  it('fails with exit 2 for a profile of another client, a missing profile or config, and bad flags', async () => {
    saveProfile('desk', 'alpha-desktop');
    expect(envelopeOf(await update(['--profile', 'desk', '--json'])).errors[0]).toMatch(/beta-cli launchers only/);
    expect(envelopeOf(await update(['--profile', 'ghost', '--json'])).exitCode).toBe(2);
    expect(envelopeOf(await update(['--profile', 'codex', '--json'])).errors[0]).toMatch(/config file does not exist/);
    for (const args of [['--profile', 'codex', '--check', '--apply'], [], ['--profile', 'a/b']]) {
      const run = await update(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('update --apply', () => {
  it('re-pins exactly the generated launcher line atomically, keeping the rest of the file and its mode', async () => {
    writeFileSync(configPath(), generatedConfig('0.0.9'));
    chmodSync(configPath(), 0o640);
    const result = envelopeOf(await update(['--profile', 'codex', '--apply', '--json']));
    expect(result.exitCode).toBe(0);
    expect(result.data).toMatchObject({ pinned: '0.0.9', latest: '99.1.0', restart_required: true, settings_migrated: [] });
    const text = readFileSync(configPath(), 'utf8');
    expect(text).toBe(generatedConfig('99.1.0'));
    expect(statSync(configPath()).mode & 0o777).toBe(0o640);
    const parsed = parseToml(text) as any;
    expect(parsed.mcp_servers['chat-mcp'].args[1]).toBe('chat-mcp@99.1.0');
    expect(parsed.mcp_servers.other.command).toBe('other-server');
  });

  it('adds tool_timeout_sec = 180 to an older launcher and preserves an existing value', async () => {
    writeFileSync(configPath(), generatedConfig('0.0.9', ''));
    const migrated = envelopeOf(await update(['--profile', 'codex', '--apply', '--json']));
    expect(migrated.data.settings_migrated).toEqual(['tool_timeout_sec = 180']);
    expect((parseToml(readFileSync(configPath(), 'utf8')) as any).mcp_servers['chat-mcp'].tool_timeout_sec).toBe(180);

    writeFileSync(configPath(), generatedConfig('0.0.9', 'tool_timeout_sec = 600\n'));
    const kept = envelopeOf(await update(['--profile', 'codex', '--apply', '--json']));
    expect(kept.data.settings_migrated).toEqual([]);
    expect((parseToml(readFileSync(configPath(), 'utf8')) as any).mcp_servers['chat-mcp'].tool_timeout_sec).toBe(600);
  });

  it('does nothing when the pin is already the latest', async () => {
    registry.setVersion('0.0.9');
    writeFileSync(configPath(), generatedConfig('0.0.9'));
    const result = envelopeOf(await update(['--profile', 'codex', '--apply', '--json']));
    expect(result.exitCode).toBe(0);
    expect(result.data.restart_required).toBe(false);
    expect(readFileSync(configPath(), 'utf8')).toBe(generatedConfig('0.0.9'));
  });

  it('fails closed on custom wrappers, multi-line arrays and several launchers, leaving the file untouched', async () => {
    const cases: Record<string, string> = {
      wrapper: '[mcp_servers.chat-mcp]\ncommand = "/usr/local/bin/run-chat-mcp.sh"\nargs = ["chat-mcp@0.0.9", "serve"]\n',
      latest: '[mcp_servers.chat-mcp]\ncommand = "npx"\nargs = ["-y", "chat-mcp@latest", "serve"]\n',
      multiline: '[mcp_servers.chat-mcp]\ncommand = "npx"\nargs = [\n  "-y",\n  "chat-mcp@0.0.9",\n  "serve",\n]\n',
      several: `${generatedConfig('0.0.9')}\n[mcp_servers.chat-mcp-two]\ncommand = "npx"\nargs = ["-y", "chat-mcp@0.0.8", "serve"]\n`,
      none: '[mcp_servers.other]\ncommand = "other"\n',
      invalid: '[mcp_servers.chat-mcp\ncommand = "npx"\n',
    };
    for (const [name, text] of Object.entries(cases)) {
      writeFileSync(configPath(), text);
      const result = envelopeOf(await update(['--profile', 'codex', '--apply', '--json']));
      expect(result.exitCode, name).toBe(2);
      expect(readFileSync(configPath(), 'utf8'), name).toBe(text);
    }
  });
});
