import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, errorBody, inMemorySession, type Session } from '../helpers/mcp-session.js';

/**
 * Input schemas the fuzzer found accepting what Discord refuses (or throwing instead of reporting), pinned as
 * plain examples so the fixes stay in place whatever seed the fuzzer runs with.
 */
describe('fuzzing findings', () => {
  const emu = useEmulator();
  let session: Session;
  const accepts = (tool: string, args: Record<string, unknown>) => session.host!.registry.get(tool)!.inputSchema.safeParse(args).success;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { MCP_CATEGORIES: 'guild,audit_log,commands,webhooks,messages,automod,events' }));
  });
  afterAll(() => session?.close());

  it('guild_modify takes only Discord locale codes', () => {
    expect(accepts('guild_modify', { guild_id: IDS.guild, preferred_locale: 'de' })).toBe(true);
    expect(accepts('guild_modify', { guild_id: IDS.guild, preferred_locale: 'xx-YY' })).toBe(false);
  });

  it('audit_log_get takes only audit log event numbers', () => {
    expect(accepts('audit_log_get', { guild_id: IDS.guild, action_type: 72 })).toBe(true);
    expect(accepts('audit_log_get', { guild_id: IDS.guild, action_type: 173 })).toBe(false);
  });

  it('command definitions refuse repeated integration types and contexts', () => {
    const base = { application_id: IDS.bot, command_id: IDS.bot };
    expect(accepts('commands_modify_global', { ...base, integration_types: [0, 1], contexts: [0, 1] })).toBe(true);
    expect(accepts('commands_modify_global', { ...base, integration_types: [1, 1] })).toBe(false);
    expect(accepts('commands_modify_global', { ...base, contexts: [2, 2] })).toBe(false);
  });

  it('allowed_mentions refuses a repeated kind, and automod_modify_rule an empty action list', () => {
    expect(accepts('messages_send', { channel_id: IDS.text, content: 'x', allowed_mentions: { parse: ['users', 'roles'] } })).toBe(true);
    expect(accepts('messages_send', { channel_id: IDS.text, content: 'x', allowed_mentions: { parse: ['users', 'users'] } })).toBe(false);
    expect(accepts('automod_modify_rule', { guild_id: IDS.guild, rule_id: IDS.bot, actions: [] })).toBe(false);
  });

  it('event recurrence rules refuse a repeated weekday, month or day, as Discord does', () => {
    const base = { guild_id: IDS.guild, event_id: IDS.bigEvent };
    const rule = (extra: Record<string, unknown>) => ({ ...base, recurrence_rule: { start: '2030-01-01T00:00:00.000Z', frequency: 1, ...extra } });
    expect(accepts('events_modify', rule({ by_month: [7, 9], by_month_day: [14] }))).toBe(true);
    for (const repeated of [{ by_month: [9, 7, 7] }, { by_weekday: [0, 0] }, { by_month_day: [14, 14] }, { by_year_day: [298, 298] }]) {
      expect(accepts('events_modify', rule(repeated)), JSON.stringify(repeated)).toBe(false);
    }
  });

  it('webhooks_execute reports an unparseable payload_json as a validation issue instead of throwing', async () => {
    const result = await session.client.callTool({ name: 'webhooks_execute', arguments: { webhook_id: IDS.bot, token: 'a'.repeat(68), payload_json: '+' } });
    expect(errorBody(result)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(emu.current.log.entries).toEqual([]);
  });
});
