import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, spawnedSession, structured, text, type Session } from '../helpers/mcp-session.js';

const USERS_TEMPLATE = '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users';

describe('events_list_users through the built CLI over stdio', () => {
  const emu = useEmulator();
  let session: Session & { stderr: () => string };

  beforeAll(async () => {
    session = await spawnedSession(emulatorEnv(emu.current, { CHAT_MCP_LOG_LEVEL: 'info', MCP_CATEGORIES: 'events' }));
  });
  afterAll(() => session?.close());

  const call = (args: Record<string, unknown>) => session.client.callTool({ name: 'events_list_users', arguments: args });

  it('lists the events tools with the SPEC contract', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['events_create', 'events_delete', 'events_get', 'events_list', 'events_list_users', 'events_modify']);
    const listUsers = tools.find((t) => t.name === 'events_list_users')!;
    expect(listUsers.inputSchema.required).toEqual(['guild_id', 'event_id']);
    expect(listUsers.inputSchema.additionalProperties).toBe(false);
    expect((listUsers.inputSchema.properties as any).limit).toMatchObject({ minimum: 1, maximum: 100, default: 100 });
    expect((listUsers.inputSchema.properties as any).before.pattern).toBe('^\\d{17,20}$');
    expect(listUsers.outputSchema).toMatchObject({ additionalProperties: false, required: ['users', 'count', 'event_id'] });
    expect((listUsers.outputSchema as any).properties.users.items.additionalProperties).toBe(false);
    expect(listUsers.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
  });

  it('returns the first 100 users by default, ascending by id, and sends limit=100', async () => {
    const out = structured(await call({ guild_id: IDS.guild, event_id: IDS.bigEvent }));
    expect(out.count).toBe(100);
    expect(out.users).toHaveLength(100);
    expect(out.event_id).toBe(IDS.bigEvent);
    expect(out.users.map((u: any) => u.user_id)).toEqual(memberIds.slice(0, 100));
    const sent = emu.current.log.find({ template: USERS_TEMPLATE });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toEqual({ limit: '100' });
    expect(sent[0]!.authorization).toBe(`Bot ${emu.current.state.botToken}`);
  });

  it('pages forward with limit and after', async () => {
    const out = structured(await call({ guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 5, after: memberIds[99] }));
    expect(out.users.map((u: any) => u.user_id)).toEqual(memberIds.slice(100, 105));
    expect(out.count).toBe(5);
    expect(emu.current.log.find({ template: USERS_TEMPLATE })[0]!.query).toEqual({ limit: '5', after: memberIds[99] });
  });

  it('returns only users below the before cursor', async () => {
    const out = structured(await call({ guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 3, before: memberIds[10] }));
    expect(out.users.map((u: any) => u.user_id)).toEqual(memberIds.slice(7, 10));
    expect(out.users.every((u: any) => BigInt(u.user_id) < BigInt(memberIds[10]!))).toBe(true);
    expect(out.users.find((u: any) => u.user_id === memberIds[7]).bot).toBe(true);
  });

  it('with_member adds each member object and fills nick from it', async () => {
    const result = await call({ guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2, with_member: true });
    const out = structured(result);
    expect(out.users[0]).toMatchObject({ user_id: memberIds[0], username: 'member0', bot: false, nick: 'Nick0' });
    expect(out.users[0].member).toMatchObject({ nick: 'Nick0', roles: ['2000000000000000014'], deaf: false, mute: false });
    expect(out.users[1].nick).toBeNull();
    expect(emu.current.log.find({ template: USERS_TEMPLATE })[0]!.query.with_member).toBe('true');
    // Platform text reaches the companion only inside the untrusted fence.
    expect(text(result)).toMatch(/<<untrusted platform data>>[\s\S]*member0[\s\S]*<<\/untrusted platform data>>/);
  });

  it('without with_member carries no member objects', async () => {
    const out = structured(await call({ guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 3 }));
    expect(out.users.some((u: any) => 'member' in u)).toBe(false);
  });

  it('maps an unknown event to a tool error with status 404 and Discord code 10070', async () => {
    const result = await call({ guild_id: IDS.guild, event_id: IDS.missingEvent });
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10070, retriable: false });
    expect(text(result)).toContain('10070');
  });

  it('maps a guild the bot is not in to a 403 tool error (Missing Access)', async () => {
    const result = await call({ guild_id: IDS.foreignGuild, event_id: IDS.foreignEvent });
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50001 });
  });

  it.each([
    ['limit 0', { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 0 }, 'limit'],
    ['limit 101', { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 101 }, 'limit'],
    ['bad guild id', { guild_id: '12345', event_id: IDS.bigEvent }, 'guild_id'],
    ['bad cursor', { guild_id: IDS.guild, event_id: IDS.bigEvent, after: 'abc' }, 'after'],
    ['unknown property', { guild_id: IDS.guild, event_id: IDS.bigEvent, extra: 1 }, '(arguments)'],
    ['missing event_id', { guild_id: IDS.guild }, 'event_id'],
  ])('rejects %s before any platform request', async (_label, args, field) => {
    const result = await call(args);
    expect(result.isError).toBe(true);
    const out = structured(result);
    expect(out.code).toBe('VALIDATION_ERROR');
    expect(out.issues.map((i: any) => i.field)).toContain(field);
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('keeps stdout for protocol frames: logs go to stderr', () => {
    expect(session.stderr()).toContain('"audit"');
    expect(session.stderr()).not.toContain(emu.current.state.botToken);
  });
});
