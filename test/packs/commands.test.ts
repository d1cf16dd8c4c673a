import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandRecord } from '../../emulator/state/commands-records.js';
import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

const APP = IDS.bot; // the application id of a bot equals its user id
const GLOBAL_PING = '2000000000000007001';
const GLOBAL_REPORT = '2000000000000007002';
const GUILD_DEPLOY = '2000000000000007101';
const GUILD_USER_MENU = '2000000000000007102';
const MISSING_COMMAND = '2000000000000007999';
const OTHER_APP = '2000000000000000777';
const UNKNOWN_APP = '2000000000000000778';
/** A guild admin's OAuth2 token (the owner holds every permission). */
const ADMIN_BEARER = 'admin-oauth-token-9Xk2Lm4Qp7Rs';
/** A plain member's token: valid, but without Manage Guild and Manage Roles. */
const MEMBER_BEARER = 'member-oauth-token-3Hd8Wq1Zt6Vb';

function seedCommand(state: EmulatorState, fields: Partial<CommandRecord> & Pick<CommandRecord, 'id' | 'name'>): void {
  state.applicationCommands.set(fields.id, {
    application_id: APP,
    guild_id: null,
    type: 1,
    name_localizations: null,
    description: '',
    description_localizations: null,
    options: [],
    default_member_permissions: null,
    dm_permission: true,
    nsfw: false,
    integration_types: [0],
    contexts: null,
    version: fields.id,
    ...fields,
  });
}

describe('commands pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const commands = () => emu.current.state.applicationCommands;

  beforeAll(async () => {
    const state = emu.current.state;
    seedCommand(state, { id: GLOBAL_PING, name: 'ping', description: 'Check the bot is alive', name_localizations: { fr: 'ping' } });
    seedCommand(state, { id: GLOBAL_REPORT, name: 'Report message', type: 3 });
    seedCommand(state, { id: GUILD_DEPLOY, guild_id: IDS.guild, name: 'deploy', description: 'Deploy the site' });
    seedCommand(state, { id: GUILD_USER_MENU, guild_id: IDS.guild, name: 'Warn user', type: 2 });
    state.commandPermissions.set(`${IDS.guild}/${GUILD_DEPLOY}`, {
      id: GUILD_DEPLOY,
      application_id: APP,
      guild_id: IDS.guild,
      permissions: [{ id: IDS.botRole, type: 1, permission: true }],
    });
    state.oauthAccessTokens.set(ADMIN_BEARER, { user_id: IDS.owner, scopes: ['applications.commands.permissions.update'] });
    state.oauthAccessTokens.set(MEMBER_BEARER, { user_id: memberIds[3]!, scopes: ['applications.commands.permissions.update'] });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('global commands', () => {
    it('commands_list_global lists the registered global commands only', async () => {
      const out = structured(await call('commands_list_global', { application_id: APP, with_localizations: true }));
      expect(out.count).toBe(2);
      expect(out.commands).toEqual([
        { id: GLOBAL_PING, name: 'ping', description: 'Check the bot is alive', type: 1 },
        { id: GLOBAL_REPORT, name: 'Report message', description: '', type: 3 },
      ]);
      expect(emu.current.log.entries[0]).toMatchObject({ method: 'GET', path: `/applications/${APP}/commands`, query: { with_localizations: 'true' } });
    });

    it("refuses another application's commands: 403 / 50001, or 404 / 10002 for an unknown one", async () => {
      emu.current.state.applications.set(OTHER_APP, { id: OTHER_APP } as never); // another developer's app
      expect(structured(await call('commands_list_global', { application_id: OTHER_APP }))).toMatchObject({
        code: 'PLATFORM_FORBIDDEN',
        status: 403,
        discord_code: 50001,
      });
      expect(structured(await call('commands_list_global', { application_id: UNKNOWN_APP }))).toMatchObject({
        code: 'PLATFORM_NOT_FOUND',
        discord_code: 10002,
      });
    });

    it('commands_get_global reads one command; an unknown id is 404 / 10063', async () => {
      expect(structured(await call('commands_get_global', { application_id: APP, command_id: GLOBAL_PING }))).toEqual({
        id: GLOBAL_PING,
        application_id: APP,
        name: 'ping',
        description: 'Check the bot is alive',
        type: 1,
      });
      expect(structured(await call('commands_get_global', { application_id: APP, command_id: MISSING_COMMAND }))).toMatchObject({
        code: 'PLATFORM_NOT_FOUND',
        discord_code: 10063,
      });
    });

    it('commands_create_global registers a slash command with subcommands, permissions sent as Discord types them', async () => {
      const out = structured(
        await call('commands_create_global', {
          application_id: APP,
          name: 'ticket',
          description: 'Manage support tickets',
          default_member_permissions: '8192',
          contexts: [0],
          options: [
            { type: 1, name: 'open', description: 'Open a ticket', options: [{ type: 3, name: 'topic', description: 'What about', required: true, max_length: 100 }] },
            { type: 1, name: 'close', description: 'Close a ticket' },
          ],
        }),
      );
      expect(out).toMatchObject({ application_id: APP, name: 'ticket', description: 'Manage support tickets', type: 1, guild_id: null });
      const stored = commands().get(out.id)!;
      expect(stored).toMatchObject({ guild_id: null, default_member_permissions: '8192', contexts: [0] });
      expect(stored.options).toHaveLength(2);
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.path).toBe(`/applications/${APP}/commands`);
      expect(sent!.body).toMatchObject({ name: 'ticket', default_member_permissions: 8192 });
      expect(sent!.authorization).toBe(`Bot ${emu.current.state.botToken}`);
    });

    it('creating a command with an existing name and type overwrites it (same id)', async () => {
      const out = structured(await call('commands_create_global', { application_id: APP, name: 'ping', description: 'Pong!' }));
      expect(out.id).toBe(GLOBAL_PING);
      expect(commands().get(GLOBAL_PING)!.description).toBe('Pong!');
      expect([...commands().values()].filter((c) => c.name === 'ping')).toHaveLength(1);
    });

    it('registers a message command without a description', async () => {
      const out = structured(await call('commands_create_global', { application_id: APP, name: 'Translate This', type: 3 }));
      expect(out).toMatchObject({ name: 'Translate This', type: 3 });
      expect(commands().get(out.id)!.type).toBe(3);
    });

    it.each([
      ['an uppercase slash command name', { name: 'Ping', description: 'x' }, 'name'],
      ['a slash command name with spaces', { name: 'two words', description: 'x' }, 'name'],
      ['a slash command without description', { name: 'nodesc' }, 'description'],
      ['a description over 100 chars', { name: 'long', description: 'x'.repeat(101) }, 'description'],
      ['a user command with a description', { name: 'Profile', type: 2, description: 'not allowed' }, 'description'],
      ['a message command with options', { name: 'Quote', type: 3, options: [{ type: 3, name: 'a', description: 'b' }] }, 'options'],
      ['an option with an uppercase name', { name: 'x', description: 'x', options: [{ type: 3, name: 'Topic', description: 'd' }] }, 'options.0.name'],
      ['a required option after an optional one', { name: 'x', description: 'x', options: [{ type: 3, name: 'a', description: 'd' }, { type: 3, name: 'b', description: 'd', required: true }] }, 'options.1.required'],
      ['subcommands mixed with plain options', { name: 'x', description: 'x', options: [{ type: 1, name: 'sub', description: 'd' }, { type: 3, name: 'b', description: 'd' }] }, 'options.1.type'],
      ['choices on a boolean option', { name: 'x', description: 'x', options: [{ type: 5, name: 'flag', description: 'd', choices: [{ name: 'y', value: 'y' }] }] }, 'options.0.choices'],
      ['an unknown field in a nested option', { name: 'x', description: 'x', options: [{ type: 1, name: 'sub', description: 'd', options: [{ type: 3, name: 'q', description: 'd', colour: 'red' }] }] }, 'options.0.options.0'],
      ['a group inside a subcommand', { name: 'x', description: 'x', options: [{ type: 1, name: 'sub', description: 'd', options: [{ type: 2, name: 'g', description: 'd' }] }] }, 'options.0.options.0.type'],
      ['26 options', { name: 'x', description: 'x', options: Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd' })) }, 'options'],
      ['26 choices', { name: 'x', description: 'x', options: [{ type: 3, name: 'c', description: 'd', choices: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` })) }] }, 'options.0.choices'],
      ['non-numeric default_member_permissions', { name: 'x', description: 'x', default_member_permissions: 'ADMIN' }, 'default_member_permissions'],
      ['an unknown type', { name: 'x', description: 'x', type: 5 }, 'type'],
      ['a localized name over 32 chars', { name: 'x', description: 'x', name_localizations: { fr: 'x'.repeat(33) } }, 'name_localizations'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = await call('commands_create_global', { application_id: APP, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: { field: string }) => i.field).some((f: string) => f.startsWith(field))).toBe(true);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('commands_modify_global sends only the changed fields', async () => {
      const out = structured(await call('commands_modify_global', { application_id: APP, command_id: GLOBAL_PING, description: 'Latency check', type: 1 }));
      expect(out).toMatchObject({ id: GLOBAL_PING, name: 'ping', description: 'Latency check' });
      expect(commands().get(GLOBAL_PING)!.description).toBe('Latency check');
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ description: 'Latency check' });
    });

    it('commands_modify_global refuses a rename onto an existing command (400 / 50035)', async () => {
      const created = structured(await call('commands_create_global', { application_id: APP, name: 'pong', description: 'x' }));
      const result = await call('commands_modify_global', { application_id: APP, command_id: created.id, name: 'ping' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      expect(commands().get(created.id)!.name).toBe('pong');
    });

    it('commands_modify_global on an unknown command is 404 / 10063', async () => {
      expect(structured(await call('commands_modify_global', { application_id: APP, command_id: MISSING_COMMAND, description: 'x' }))).toMatchObject({
        discord_code: 10063,
      });
    });

    it('commands_delete_global without __confirm previews and sends nothing', async () => {
      const result = await call('commands_delete_global', { application_id: APP, command_id: GLOBAL_REPORT });
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { tool: 'commands_delete_global', would: { method: 'DELETE', route: `/applications/${APP}/commands/${GLOBAL_REPORT}` } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(commands().has(GLOBAL_REPORT)).toBe(true);
    });

    it('commands_delete_global with dry_run previews even when confirmed', async () => {
      expect(structured(await call('commands_delete_global', { application_id: APP, command_id: GLOBAL_REPORT, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('commands_delete_global deletes with __confirm; a second delete is 404 / 10063', async () => {
      expect(structured(await call('commands_delete_global', { application_id: APP, command_id: GLOBAL_REPORT, __confirm: true }))).toEqual({
        deleted: true,
        command_id: GLOBAL_REPORT,
      });
      expect(commands().has(GLOBAL_REPORT)).toBe(false);
      expect(structured(await call('commands_delete_global', { application_id: APP, command_id: GLOBAL_REPORT, __confirm: true }))).toMatchObject({
        code: 'PLATFORM_NOT_FOUND',
        discord_code: 10063,
      });
    });
  });

  describe('commands_bulk_overwrite_global (destructive)', () => {
    const next = [
      { name: 'ping', description: 'Still here' },
      { name: 'help', description: 'How to use the bot' },
    ];

    it('without __confirm previews the PUT and changes nothing', async () => {
      const before = [...commands().keys()];
      const result = await call('commands_bulk_overwrite_global', { application_id: APP, commands: next });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'PUT', body: next } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect([...commands().keys()]).toEqual(before);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('commands_bulk_overwrite_global', { application_id: APP, commands: next, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('replaces the global set: matching names keep their id, the rest is deleted', async () => {
      const out = structured(await call('commands_bulk_overwrite_global', { application_id: APP, commands: next, __confirm: true }));
      expect(out.count).toBe(2);
      expect(out.commands.find((c: { name: string }) => c.name === 'ping').id).toBe(GLOBAL_PING);
      const globals = [...commands().values()].filter((c) => c.guild_id === null).map((c) => c.name).sort();
      expect(globals).toEqual(['help', 'ping']);
      expect([...commands().values()].filter((c) => c.guild_id === IDS.guild)).toHaveLength(2);
    });

    it('refuses duplicate names before sending', async () => {
      const result = await call('commands_bulk_overwrite_global', { application_id: APP, commands: [next[0], next[0]], __confirm: true });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('an empty list deletes every global command', async () => {
      const out = structured(await call('commands_bulk_overwrite_global', { application_id: APP, commands: [], __confirm: true }));
      expect(out).toEqual({ commands: [], count: 0 });
      expect([...commands().values()].filter((c) => c.guild_id === null)).toHaveLength(0);
      expect(emu.current.log.find({ method: 'PUT' })[0]!.body).toEqual([]);
    });

    it("maps another application's set to 403 / 50001", async () => {
      expect(structured(await call('commands_bulk_overwrite_global', { application_id: OTHER_APP, commands: [], __confirm: true }))).toMatchObject({
        discord_code: 50001,
      });
    });
  });

  describe('guild commands', () => {
    it('commands_list_guild lists only that guild\'s commands', async () => {
      const out = structured(await call('commands_list_guild', { application_id: APP, guild_id: IDS.guild }));
      expect(out.commands.map((c: { id: string }) => c.id)).toEqual([GUILD_DEPLOY, GUILD_USER_MENU]);
      expect(out.count).toBe(2);
    });

    it('commands_list_guild in a guild the bot is not in is 403 / 50001, in a missing guild 404 / 10004', async () => {
      expect(structured(await call('commands_list_guild', { application_id: APP, guild_id: IDS.foreignGuild }))).toMatchObject({ discord_code: 50001 });
      expect(structured(await call('commands_list_guild', { application_id: APP, guild_id: IDS.missingGuild }))).toMatchObject({ discord_code: 10004 });
    });

    it('commands_get_guild reads one command; a global id is unknown there (10063)', async () => {
      expect(structured(await call('commands_get_guild', { application_id: APP, guild_id: IDS.guild, command_id: GUILD_DEPLOY }))).toEqual({
        id: GUILD_DEPLOY,
        application_id: APP,
        guild_id: IDS.guild,
        name: 'deploy',
        description: 'Deploy the site',
        type: 1,
      });
      expect(structured(await call('commands_get_guild', { application_id: APP, guild_id: IDS.guild, command_id: GLOBAL_PING }))).toMatchObject({
        discord_code: 10063,
      });
    });

    it('commands_create_guild registers a command in the guild', async () => {
      const out = structured(
        await call('commands_create_guild', {
          application_id: APP,
          guild_id: IDS.guild,
          name: 'poll',
          description: 'Start a poll',
          options: [{ type: 3, name: 'question', description: 'Ask', required: true }, { type: 4, name: 'hours', description: 'Duration', choices: [{ name: 'one', value: 1 }] }],
        }),
      );
      expect(out).toMatchObject({ guild_id: IDS.guild, name: 'poll', type: 1 });
      expect(commands().get(out.id)).toMatchObject({ guild_id: IDS.guild, name: 'poll' });
      expect(emu.current.log.find({ method: 'POST' })[0]!.path).toBe(`/applications/${APP}/guilds/${IDS.guild}/commands`);
    });

    it('commands_create_guild in a foreign guild is 403 / 50001 and stores nothing', async () => {
      const before = commands().size;
      expect(structured(await call('commands_create_guild', { application_id: APP, guild_id: IDS.foreignGuild, name: 'x', description: 'x' }))).toMatchObject({
        code: 'PLATFORM_FORBIDDEN',
        discord_code: 50001,
      });
      expect(commands().size).toBe(before);
    });

    it('commands_modify_guild renames a command', async () => {
      const out = structured(await call('commands_modify_guild', { application_id: APP, guild_id: IDS.guild, command_id: GUILD_DEPLOY, name: 'ship' }));
      expect(out).toMatchObject({ id: GUILD_DEPLOY, name: 'ship', guild_id: IDS.guild });
      expect(commands().get(GUILD_DEPLOY)!.name).toBe('ship');
      expect(structured(await call('commands_modify_guild', { application_id: APP, guild_id: IDS.guild, command_id: MISSING_COMMAND, name: 'x' }))).toMatchObject({
        discord_code: 10063,
      });
    });

    it('commands_delete_guild previews without __confirm, deletes with it', async () => {
      const args = { application_id: APP, guild_id: IDS.guild, command_id: GUILD_USER_MENU };
      expect(structured(await call('commands_delete_guild', args)).code).toBe('DRY_RUN_PREVIEW');
      expect(structured(await call('commands_delete_guild', { ...args, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(structured(await call('commands_delete_guild', { ...args, __confirm: true }))).toEqual({ deleted: true, command_id: GUILD_USER_MENU, guild_id: IDS.guild });
      expect(commands().has(GUILD_USER_MENU)).toBe(false);
      expect(structured(await call('commands_delete_guild', { ...args, __confirm: true }))).toMatchObject({ discord_code: 10063 });
    });

    it('commands_bulk_overwrite_guild previews, then replaces the guild set', async () => {
      const args = { application_id: APP, guild_id: IDS.guild, commands: [{ name: 'ship', description: 'Deploy' }, { name: 'Inspect', type: 2 }] };
      expect(structured(await call('commands_bulk_overwrite_guild', args)).code).toBe('DRY_RUN_PREVIEW');
      expect(structured(await call('commands_bulk_overwrite_guild', { ...args, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      const out = structured(await call('commands_bulk_overwrite_guild', { ...args, __confirm: true }));
      expect(out.commands.map((c: { name: string; type: number }) => [c.name, c.type])).toEqual([
        ['ship', 1],
        ['Inspect', 2],
      ]);
      expect(out.commands[0].id).toBe(GUILD_DEPLOY);
      expect([...commands().values()].filter((c) => c.guild_id === IDS.guild).map((c) => c.name).sort()).toEqual(['Inspect', 'ship']);
    });

    it("passes Discord's per-type limit through (16 user commands: 400 / 30032) and keeps the set", async () => {
      const before = [...commands().values()].filter((c) => c.guild_id === IDS.guild).map((c) => c.id);
      const sixteen = Array.from({ length: 16 }, (_, i) => ({ name: `User action ${i}`, type: 2 }));
      const result = await call('commands_bulk_overwrite_guild', { application_id: APP, guild_id: IDS.guild, commands: sixteen, __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 30032 });
      expect([...commands().values()].filter((c) => c.guild_id === IDS.guild).map((c) => c.id)).toEqual(before);
    });

    it('commands_bulk_overwrite_guild in a missing guild is 404 / 10004', async () => {
      expect(structured(await call('commands_bulk_overwrite_guild', { application_id: APP, guild_id: IDS.missingGuild, commands: [], __confirm: true }))).toMatchObject({
        discord_code: 10004,
      });
    });
  });

  describe('command permissions', () => {
    it('commands_get_guild_command_permissions lists every command with overrides', async () => {
      const out = structured(await call('commands_get_guild_command_permissions', { application_id: APP, guild_id: IDS.guild }));
      expect(out).toEqual({
        permissions: [{ id: GUILD_DEPLOY, application_id: APP, guild_id: IDS.guild, permissions: [{ id: IDS.botRole, type: 1, permission: true }] }],
        count: 1,
      });
      expect(structured(await call('commands_get_guild_command_permissions', { application_id: APP, guild_id: IDS.foreignGuild }))).toMatchObject({
        discord_code: 50001,
      });
    });

    it('commands_get_command_permissions reads one command; none set is 404 / 10066', async () => {
      const out = structured(await call('commands_get_command_permissions', { application_id: APP, guild_id: IDS.guild, command_id: GUILD_DEPLOY }));
      expect(out.permissions).toEqual([{ id: IDS.botRole, type: 1, permission: true }]);
      expect(structured(await call('commands_get_command_permissions', { application_id: APP, guild_id: IDS.guild, command_id: MISSING_COMMAND }))).toMatchObject({
        code: 'PLATFORM_NOT_FOUND',
        discord_code: 10066,
      });
    });

    const overrides = [
      { id: IDS.guild, type: 1, permission: false },
      { id: '2000000000000000014', type: 1, permission: true },
    ];

    it('commands_edit_command_permissions without __confirm previews, with the bearer token redacted', async () => {
      const result = await call('commands_edit_command_permissions', {
        application_id: APP,
        guild_id: IDS.guild,
        command_id: GUILD_DEPLOY,
        permissions: overrides,
        bearer_token: ADMIN_BEARER,
      });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { args: { bearer_token: '[redacted]' }, would: { method: 'PUT', body: { permissions: overrides } } } });
      expect(JSON.stringify(result)).not.toContain(ADMIN_BEARER);
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('commands_edit_command_permissions with dry_run previews even when confirmed', async () => {
      const result = await call('commands_edit_command_permissions', {
        application_id: APP,
        guild_id: IDS.guild,
        command_id: GUILD_DEPLOY,
        permissions: overrides,
        bearer_token: ADMIN_BEARER,
        __confirm: true,
        dry_run: true,
      });
      expect(structured(result).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('replaces the overrides with the user token sent as Bearer instead of the bot token', async () => {
      const result = await call('commands_edit_command_permissions', {
        application_id: APP,
        guild_id: IDS.guild,
        command_id: GUILD_DEPLOY,
        permissions: overrides,
        bearer_token: ADMIN_BEARER,
        __confirm: true,
      });
      expect(structured(result)).toEqual({ id: GUILD_DEPLOY, application_id: APP, guild_id: IDS.guild, permissions: overrides });
      expect(JSON.stringify(result)).not.toContain(ADMIN_BEARER);
      expect(emu.current.state.commandPermissions.get(`${IDS.guild}/${GUILD_DEPLOY}`)!.permissions).toEqual(overrides);
      const [sent] = emu.current.log.find({ method: 'PUT' });
      expect(sent!.authorization).toBe(`Bearer ${ADMIN_BEARER}`);
      expect(sent!.body).toEqual({ permissions: overrides });
    });

    it("maps a member's token without Manage Guild/Roles to 403 / 50013 and keeps the overrides", async () => {
      const result = await call('commands_edit_command_permissions', {
        application_id: APP,
        guild_id: IDS.guild,
        command_id: GUILD_DEPLOY,
        permissions: [],
        bearer_token: MEMBER_BEARER,
        __confirm: true,
      });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
      expect(JSON.stringify(result)).not.toContain(MEMBER_BEARER);
      expect(emu.current.state.commandPermissions.get(`${IDS.guild}/${GUILD_DEPLOY}`)!.permissions).toEqual(overrides);
    });

    it('maps an unknown token to 401 and an unknown command to 404 / 10063', async () => {
      const base = { application_id: APP, guild_id: IDS.guild, permissions: [], __confirm: true };
      const bad = await call('commands_edit_command_permissions', { ...base, command_id: GUILD_DEPLOY, bearer_token: 'not-a-real-token-123' });
      expect(structured(bad)).toMatchObject({ code: 'PLATFORM_UNAUTHORIZED', status: 401 });
      expect(text(bad)).not.toContain('not-a-real-token-123');
      expect(structured(await call('commands_edit_command_permissions', { ...base, command_id: MISSING_COMMAND, bearer_token: ADMIN_BEARER }))).toMatchObject({
        discord_code: 10063,
      });
    });

    it('refuses a token that could bend the header, and more than 100 overrides, before sending', async () => {
      const base = { application_id: APP, guild_id: IDS.guild, command_id: GUILD_DEPLOY, __confirm: true };
      const injected = await call('commands_edit_command_permissions', { ...base, permissions: [], bearer_token: 'abc\r\nX-Evil: 1' });
      expect(structured(injected).code).toBe('VALIDATION_ERROR');
      const many = Array.from({ length: 101 }, () => overrides[0]);
      expect(structured(await call('commands_edit_command_permissions', { ...base, permissions: many, bearer_token: ADMIN_BEARER })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('an empty list removes every override of the command', async () => {
      const out = structured(
        await call('commands_edit_command_permissions', {
          application_id: APP,
          guild_id: IDS.guild,
          command_id: GUILD_DEPLOY,
          permissions: [],
          bearer_token: ADMIN_BEARER,
          __confirm: true,
        }),
      );
      expect(out.permissions).toEqual([]);
      expect(emu.current.state.commandPermissions.has(`${IDS.guild}/${GUILD_DEPLOY}`)).toBe(false);
    });
  });
});

describe('commands pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('refuses application-scope writes, which name no guild, and sends nothing', async () => {
    const result = await session.client.callTool({ name: 'commands_create_global', arguments: { application_id: APP, name: 'x', description: 'x' } });
    expect(result.isError).toBe(true);
    expect(structured(result).code).toMatch(/GUILD_SCOPE_UNRESOLVED|NOT_AVAILABLE/);
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('keeps guild commands of an allowed guild available, and refuses another guild', async () => {
    const ok = await session.client.callTool({ name: 'commands_list_guild', arguments: { application_id: APP, guild_id: IDS.guild } });
    expect(structured(ok).count).toBe(0);
    const refused = await session.client.callTool({ name: 'commands_list_guild', arguments: { application_id: APP, guild_id: IDS.foreignGuild } });
    expect(structured(refused).code).toBe('GUILD_NOT_ALLOWED');
  });
});
