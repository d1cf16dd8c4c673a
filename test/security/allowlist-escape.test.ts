import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { sampleArgs } from '../helpers/sample-args.js';
import type { RegisteredTool } from '../../core/tools/registry.js';

const REFUSALS = new Set(['GUILD_NOT_ALLOWED', 'GUILD_SCOPE_UNRESOLVED', 'PLATFORM_FORBIDDEN', 'PLATFORM_NOT_FOUND']);
/** Fields that point at something owned by a guild: foreign values for each. */
const CHANNEL_FIELDS = ['channel_id', 'thread_id', 'parent_id', 'webhook_channel_id'];
/** An allowlisted guild that is not the test community. */
const OTHER_GUILD = '2999999999999999998';

const scoped = (tools: RegisteredTool[]) => tools.filter((t) => t.contract.scope === 'guild' || t.contract.scope === 'channel');

/** Sampled arguments that name the guild explicitly wherever the tool takes one (even optionally). */
function argsFor(tool: RegisteredTool): Record<string, unknown> {
  const args = sampleArgs(tool.inputJsonSchema) as Record<string, unknown>;
  const properties = (tool.inputJsonSchema.properties ?? {}) as Record<string, unknown>;
  return 'guild_id' in properties ? { ...args, guild_id: args.guild_id ?? IDS.guild } : args;
}

/** Confirmed (destructive tools would run) so the allowlist is the only thing standing between the call and Discord. */
function confirmed(tool: RegisteredTool, args: Record<string, unknown>): Record<string, unknown> {
  return tool.contract.confirm ? { ...args, __confirm: true } : args;
}

/**
 * An allowlist-escape matrix over every guild- and channel-scoped tool (message tools are channel-scoped): with
 * ids outside ALLOWED_GUILDS (a foreign guild id, a channel that resolves to a foreign guild, or a whole community
 * that is not allowlisted) every call is refused and Discord receives no write at all.
 */
describe('allowlist escape matrix', () => {
  const emu = useEmulator();
  let outsider: Session;
  let insider: Session;

  beforeAll(async () => {
    const open = { CHAT_MCP_DM_CONSENT: 'allow', CHAT_MCP_AUDIT: 'off' };
    // The community exists and the bot may act in it, but it is not allowlisted.
    outsider = await inMemorySession(emulatorEnv(emu.current, { ...open, ALLOWED_GUILDS: OTHER_GUILD }));
    insider = await inMemorySession(emulatorEnv(emu.current, { ...open, ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(async () => {
    await outsider?.close();
    await insider?.close();
  });

  it('refuses every scoped tool aimed at a real community that is not allowlisted', { timeout: 120_000 }, async () => {
    const tools = scoped(outsider.host!.registry.list());
    expect(tools.length).toBeGreaterThan(100);
    const outcomes = new Map<string, string>();
    for (const tool of tools) {
      const result = await outsider.client.callTool({ name: tool.contract.name, arguments: confirmed(tool, argsFor(tool)) });
      outcomes.set(tool.contract.name, String(structured(result)?.code ?? 'ok'));
    }
    expect(emu.current.log.writes().map((w) => `${w.method} ${w.path}`)).toEqual([]);
    const allowlistRefusals = [...outcomes.values()].filter((c) => c === 'GUILD_NOT_ALLOWED' || c === 'GUILD_SCOPE_UNRESOLVED').length;
    const through = [...outcomes].filter(([, code]) => !REFUSALS.has(code) && code !== 'VALIDATION_ERROR');
    expect(through).toEqual([]);
    // Minimal sampled arguments pass validation for most tools (the rest stop at VALIDATION_ERROR, also before Discord).
    expect(allowlistRefusals).toBeGreaterThan(tools.length * 0.75);
    console.log(`allowlist matrix: ${tools.length} scoped tools against a community outside ALLOWED_GUILDS, ${allowlistRefusals} refused by the allowlist`);
  });

  it('refuses foreign guild ids and channels that resolve to a foreign guild', { timeout: 120_000 }, async () => {
    const tools = scoped(insider.host!.registry.list());
    const through: string[] = [];
    let refused = 0;
    let calls = 0;
    for (const tool of tools) {
      const base = argsFor(tool);
      const fields = Object.keys(base);
      const variants: Record<string, unknown>[] = [];
      if (fields.includes('guild_id')) variants.push({ ...base, guild_id: IDS.foreignGuild });
      const channelFields = fields.filter((f) => CHANNEL_FIELDS.includes(f));
      // A channel of the foreign guild, alone and next to the allowlisted guild's id.
      if (channelFields.length) variants.push({ ...base, ...Object.fromEntries(channelFields.map((f) => [f, IDS.foreignText])) });
      for (const args of variants) {
        calls++;
        const result = await insider.client.callTool({ name: tool.contract.name, arguments: confirmed(tool, args) });
        const code = String(structured(result)?.code ?? 'ok');
        if (REFUSALS.has(code)) refused++;
        else if (code !== 'VALIDATION_ERROR') through.push(`${tool.contract.name} ${JSON.stringify(args)} → ${code}`);
      }
    }
    expect(through).toEqual([]);
    expect(refused).toBeGreaterThan(calls * 0.75);
    console.log(`allowlist matrix: ${tools.length} scoped tools, ${calls} foreign-id calls, ${refused} refused`);
    // Nothing at all was written, and nothing touched the foreign guild or its channel.
    expect(emu.current.log.appliedWrites().map((w) => `${w.method} ${w.path}`)).toEqual([]);
    expect(emu.current.log.writes().filter((w) => w.path.includes(IDS.foreignGuild) || w.path.includes(IDS.foreignText))).toEqual([]);
  });
});
