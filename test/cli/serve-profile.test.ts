import { describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { spawnedSession } from '../helpers/mcp-session.js';
import { OPERATOR_BOT, operatorSeed, platformEnv, runCli, useCliIsolation, writeProfile } from './cli-harness.js';

vi.setConfig({ testTimeout: 180_000 });

const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation();

function saveProfile(name: string, botId: string, settings: { categories: string[] | null; tool_surface: 'full' | 'progressive'; write_mode: 'allow' | 'preview' }): void {
  writeProfile(iso.configFolder, name, { bot: { id: botId, username: 'operator-bot' }, ...settings });
}

describe('serve --profile', () => {
  it("serves with the profile's categories, surface and allowlist; the token still comes from the environment", async () => {
    saveProfile('events-only', OPERATOR_BOT, { categories: ['events'], tool_surface: 'full', write_mode: 'preview' });
    // The environment asks for something else: the profile's settings win.
    const session = await spawnedSession({ ...iso.env, ...platformEnv(emulator.current.url), MCP_CATEGORIES: 'messages', ALLOWED_GUILDS: '1990000000000000999' }, ['serve', '--profile', 'events-only']);
    try {
      const { tools } = await session.client.listTools();
      expect(tools.length).toBeGreaterThan(0);
      expect(tools.every((t) => t.name.startsWith('events_'))).toBe(true);
      const call = await session.client.callTool({ name: 'events_list', arguments: { guild_id: '1990000000000000999' } });
      expect(call.isError).toBe(true);
      expect(JSON.stringify(call.content)).toMatch(/ALLOWED_GUILDS|allow/i);
    } finally {
      await session.close();
    }
    // The identity check ran against the profile's bot.
    expect(emulator.current.log.find({ method: 'GET' }).some((e) => e.path === '/users/@me')).toBe(true);
  });

  it("fails the boot (exit 1) when CHAT_TOKEN is another bot's, or the profile is missing", async () => {
    saveProfile('other-bot', '1990000000000000777', { categories: ['events'], tool_surface: 'full', write_mode: 'allow' });
    const wrongBot = await runCli(['serve', '--profile', 'other-bot'], { ...iso.env, ...platformEnv(emulator.current.url) });
    expect(wrongBot.code).toBe(1);
    expect(wrongBot.stderr).toMatch(/belongs to bot 1990000000000000100, not the expected 1990000000000000777/);
    expect(wrongBot.stdout).toBe('');
    const missing = await runCli(['serve', '--profile', 'ghost'], { ...iso.env, ...platformEnv(emulator.current.url) });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/--profile: profile ghost does not exist/);
    const noToken = await runCli(['serve', '--profile', 'other-bot'], { ...iso.env, CHAT_API_BASE_URL: emulator.current.url });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toMatch(/CHAT_TOKEN/);
  });
});
