import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, errorBody, inMemorySession, text, type Session } from '../helpers/mcp-session.js';

/**
 * Errors that name the fix: an id field given what a person sees (a mention, a name, a number) says how to get the
 * id, and a mistyped tool name answers with the closest tools. Nothing reaches Discord for any of these calls.
 */
describe('errors that name the fix, through an MCP session', () => {
  const emu = useEmulator();
  let full: Session;
  let progressive: Session;
  const call = (session: Session, name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    [full, progressive] = await Promise.all([
      inMemorySession(emulatorEnv(emu.current)),
      inMemorySession(emulatorEnv(emu.current, { MCP_TOOL_SURFACE: 'progressive', MCP_CATEGORIES: 'events' })),
    ]);
  });
  afterAll(async () => {
    await full?.close();
    await progressive?.close();
  });

  describe('an id field given something else', () => {
    it.each([
      ['a channel mention', 'channels_get', { channel_id: `<#${IDS.text}>` }, `channel_id: must be a snowflake id (17-20 digits); "<#${IDS.text}>" is a channel mention: pass only its digits, "${IDS.text}"`],
      ['a user mention with !', 'users_get', { user_id: `<@!${IDS.owner}>` }, `is a user mention: pass only its digits, "${IDS.owner}"`],
      ['a user mention where a channel id belongs', 'channels_get', { channel_id: `<@${IDS.owner}>` }, 'is a user mention, but channel_id takes a channel id: find it with channels_list'],
      ['a channel mention where a guild id belongs', 'events_list', { guild_id: `<#${IDS.text}>` }, 'but guild_id takes another kind of id: find it with users_list_current_user_guilds'],
      ['a role mention in a list of roles', 'members_modify', { guild_id: IDS.guild, user_id: memberIds[0], roles: [`<@&${IDS.botRole}>`] }, `roles.0: must be a snowflake id (17-20 digits); "<@&${IDS.botRole}>" is a role mention: pass only its digits, "${IDS.botRole}"`],
      ['a channel name', 'channels_get', { channel_id: '#general' }, '"#general" looks like a name, not an id: find the id with channels_list'],
      ['a role name', 'roles_modify', { guild_id: IDS.guild, role_id: 'Moderator', name: 'x' }, 'looks like a name, not an id: find the id with roles_list'],
      ['a member name', 'members_get', { guild_id: IDS.guild, user_id: '@ada' }, 'looks like a name, not an id: find the id with members_search'],
      ['an id with its quotes inside the string (as some Inspector versions send it)', 'channels_get', { channel_id: `"${IDS.text}"` }, `channel_id: must be a snowflake id (17-20 digits); "\\"${IDS.text}\\"" has quotes inside the string: remove them and pass only the digits, "${IDS.text}"`],
      ['a guild id in single quotes', 'events_list', { guild_id: `'${IDS.guild}'` }, `has quotes inside the string: remove them and pass only the digits, "${IDS.guild}"`],
      ['an id typed as a number', 'channels_get', { channel_id: 2000000000000000403 }, 'ids are strings of digits: pass it in quotes'],
    ])('%s gets a VALIDATION_ERROR that says how to get the id', async (_label, tool, args, says) => {
      const result = await call(full, tool, args);
      expect(errorBody(result)).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(text(result)).toContain(says);
      expect(errorBody(result).recovery_hint).toMatch(/remove quotes inside the string, strip a mention .* to its digits, and look names up with channels_list, roles_list or members_search/);
      expect(emu.current.log.entries).toEqual([]);
    });

    it('keeps the plain hint for an id that is simply malformed', async () => {
      const result = await call(full, 'channels_get', { channel_id: '123' });
      expect(errorBody(result).recovery_hint).toBe('Fix the named fields and call again; nothing was sent to Discord.');
    });
  });

  describe('a mistyped tool name', () => {
    it.each([
      ['event_list', 'events_list'],
      ['list_events', 'events_list'],
      ['send_message', 'messages_send'],
      ['ban_member', 'members_ban'],
      ['members_serach', 'members_search'],
    ])('%s answers UNKNOWN_TOOL suggesting %s', async (name, meant) => {
      const result = await call(full, name, {});
      const body = errorBody(result);
      expect(body.code).toBe('UNKNOWN_TOOL');
      expect(body.suggestions).toContain(meant);
      expect(body.suggestions.length).toBeLessThanOrEqual(3);
      expect(text(result)).toMatch(new RegExp(`^Error UNKNOWN_TOOL: No enabled tool is named ${name}\\. Did you mean .*${meant}`));
    });

    it('on the progressive front, says which dispatcher runs a registered tool', async () => {
      const result = await call(progressive, 'events_list', { guild_id: IDS.guild });
      expect(errorBody(result)).toMatchObject({ code: 'UNKNOWN_TOOL', recovery_hint: 'Call mcp_tools_read with {"tool": "events_list", "arguments": {...}}.' });
      const unknown = await call(progressive, 'nothing_like_this', {});
      expect(errorBody(unknown).recovery_hint).toMatch(/mcp_tools_search/);
      expect(emu.current.log.entries).toEqual([]);
    });
  });
});
