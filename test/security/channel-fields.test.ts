import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { CHANNEL_ID_KEY, namedChannelIds } from '../../core/policy/guild-fields.js';
import type { RegisteredTool } from '../../core/tools/registry.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { carriesText, inputFields, isSnowflake, setPath, type InputField } from '../helpers/input-fields.js';
import { emulatorEnv, inMemorySession, text, type Session } from '../helpers/mcp-session.js';
import { sampleArgs } from '../helpers/sample-args.js';

type Json = Record<string, any>;

/** Issue 33, finding 2: a guild-scoped call on an allowed guild that names another guild's channel. */

/** A second guild the bot IS in (unlike IDS.foreignGuild), outside ALLOWED_GUILDS: its channels are readable. */
const SECOND = { guild: '2000000000000000003', voice: '2000000000000000421', stage: '2000000000000000422', text: '2000000000000000423', botRole: '2000000000000000424' };

function twoGuildFixture() {
  const seed = communityFixture();
  seed.guilds!.push({
    id: SECOND.guild,
    name: 'Second Community',
    owner_id: IDS.owner,
    roles: [
      { id: SECOND.guild, name: '@everyone', permissions: String(1n << 10n), position: 0 },
      { id: SECOND.botRole, name: 'bot', permissions: String((1n << 10n) | (1n << 20n) | (1n << 33n) | (1n << 44n) | (1n << 22n) | (1n << 5n)), position: 1 },
    ],
    members: [{ user_id: IDS.owner }, { user_id: IDS.bot, roles: [SECOND.botRole] }],
    channels: [
      { id: SECOND.voice, type: 2, name: 'lounge' },
      { id: SECOND.stage, type: 13, name: 'town-hall' },
      { id: SECOND.text, type: 0, name: 'chat' },
    ],
  } as never);
  return seed;
}

const errorCode = (result: unknown) => /^Error ([A-Z_]+):/.exec(text(result).split('\n')[0] ?? '')?.[1];
const future = new Date(Date.now() + 3 * 86_400_000).toISOString();

/** Guild-scoped fields that speak of a channel but are not a channel to check, each with the reason. */
const NOT_A_CHANNEL_TO_CHECK: Record<string, string> = {
  'commands_edit_command_permissions.permissions[].id': 'a command permission target (role, user, channel, or the all-channels sentinel guild_id - 1) stored on the allowed guild; no channel is read or written',
};

/** Valid surroundings for fields whose sampled neighbours the schema would refuse first. */
const VALID_AROUND: Record<string, Json> = {
  'guild_modify_welcome_screen.welcome_channels[].channel_id': { welcome_channels: [{ description: 'Say hello' }] },
  'onboarding_modify.prompts[].options[].channel_ids': { prompts: [{ title: 'Pick', options: [{ title: 'Games' }] }] },
  'permissions_explain.channel_id': { user_id: IDS.owner },
  'automod_modify_rule.actions[].metadata.channel_id': { actions: [{ type: 2, metadata: {} }] },
};

const channelFields = (tool: RegisteredTool): InputField[] =>
  tool.contract.scope === 'guild' ? inputFields(tool, /channel|thread|categor|parent/i).filter((f) => carriesText(f.schema) && isSnowflake(f.schema)) : [];

describe('channel fields of guild-scoped tools under ALLOWED_GUILDS (issue 33, finding 2)', () => {
  const emu = useEmulator({ seed: twoGuildFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const tools = () => session.host!.registry.list() as RegisteredTool[];

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild, CHAT_MCP_AUDIT: 'off' }), { allCategories: true });
  });
  afterAll(() => session?.close());

  it('every snowflake field of a guild-scoped tool that speaks of a channel is one the allowlist checks, or argued', async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'channel-fields-test' }), createLogger('silent'), { allCategories: true });
    const fields = host.registry.list().flatMap(channelFields);
    const seen = new Set(fields.map((f) => `${f.tool.contract.name}.${f.path}`));
    for (const name of ['events_create.channel_id', 'guild_modify_user_voice_state.channel_id', 'guild_modify.afk_channel_id', 'automod_create_rule.exempt_channels', 'onboarding_modify.prompts[].options[].channel_ids', 'guild_modify_welcome_screen.welcome_channels[].channel_id']) {
      expect(seen).toContain(name);
    }
    const uncovered = fields.filter((f) => !CHANNEL_ID_KEY.test(f.key) && !NOT_A_CHANNEL_TO_CHECK[`${f.tool.contract.name}.${f.path}`]);
    expect(uncovered.map((f) => `${f.tool.contract.name}.${f.path}`), 'channel fields of guild-scoped tools the allowlist does not check: cover them in core/policy or argue them here').toEqual([]);
    for (const name of Object.keys(NOT_A_CHANNEL_TO_CHECK)) expect(seen).toContain(name);
  });

  it('finds channel ids at any depth of an input', () => {
    expect(namedChannelIds({ guild_id: '1', channel_id: '2', a: [{ exempt_channels: ['3'] }, { b: { default_channel_ids: ['4', '5'], parent_id: '6' } }], channel_type: 7 })).toEqual(['2', '3', '4', '5', '6']);
  });

  it.each([
    ['events_create', { guild_id: IDS.guild, name: 'Talk', scheduled_start_time: future, entity_type: 2, channel_id: SECOND.voice }, SECOND.voice],
    ['events_create', { guild_id: IDS.guild, name: 'Talk', scheduled_start_time: future, entity_type: 1, channel_id: SECOND.text }, SECOND.text],
    ['events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, entity_type: 2, channel_id: SECOND.voice }, SECOND.voice],
    ['guild_modify_current_voice_state', { guild_id: IDS.guild, channel_id: SECOND.stage, suppress: false }, SECOND.stage],
    ['guild_modify_user_voice_state', { guild_id: IDS.guild, user_id: IDS.owner, channel_id: SECOND.stage, suppress: true }, SECOND.stage],
  ])('%s naming another guild’s channel answers GUILD_NOT_ALLOWED; its one read is the guarded lookup, and nothing about it shows', async (name, args, channel) => {
    const result = await call(name, args);
    expect(errorCode(result)).toBe('GUILD_NOT_ALLOWED');
    expect(text(result)).toContain(`channel ${channel} is not a channel of guild ${IDS.guild}`);
    // Neither its type nor its guild nor a platform status reaches the caller.
    expect(text(result)).not.toMatch(/voice|stage|text channel|lounge|town-hall|404|403|2000000000000000003/);
    // The only request (none when an earlier case cached it) is the allowlist's own lookup of the channel.
    expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`).filter((r) => r !== `GET /channels/${channel}`)).toEqual([]);
    // The lookup is cached: the same call again sends nothing at all.
    emu.current.log.clear();
    expect(errorCode(await call(name, args))).toBe('GUILD_NOT_ALLOWED');
    expect(emu.current.log.entries).toEqual([]);
  });

  it('a channel the bot cannot see (unknown id, or a guild it is not in) answers GUILD_NOT_ALLOWED too, not a 404 or 403', async () => {
    for (const channel of ['2000000000000000499', IDS.foreignText]) {
      const result = await call('events_create', { guild_id: IDS.guild, name: 'Talk', scheduled_start_time: future, entity_type: 2, channel_id: channel });
      expect(errorCode(result)).toBe('GUILD_NOT_ALLOWED');
      expect(text(result)).not.toMatch(/404|403|Unknown Channel|Missing Access/);
    }
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('a channel of the call’s own guild passes: one read serves the allowlist and the channel-type step, then the write', async () => {
    const result = await call('events_create', { guild_id: IDS.guild, name: 'Talk', scheduled_start_time: future, entity_type: 1, channel_id: IDS.stage });
    expect(result.isError).toBeFalsy();
    expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /channels/${IDS.stage}`, `POST /guilds/${IDS.guild}/scheduled-events`]);
  });

  it('every guild-scoped tool’s channel field, at any depth, refuses another guild’s channel before any write', async () => {
    const fields = tools().flatMap(channelFields).filter((f) => CHANNEL_ID_KEY.test(f.key));
    expect(fields.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const f of fields) {
      const base = { ...sampleArgs(f.tool.inputJsonSchema as Json), ...structuredClone(VALID_AROUND[`${f.tool.contract.name}.${f.path}`] ?? {}) };
      const args = setPath(base, f.path, SECOND.voice);
      if (f.schema.type === 'array' || f.schema.anyOf?.some((s: Json) => s.type === 'array')) setPath(args, f.path, [SECOND.voice] as never);
      const result = await call(f.tool.contract.name, args);
      if (errorCode(result) !== 'GUILD_NOT_ALLOWED') wrong.push(`${f.tool.contract.name}.${f.path}: ${text(result).split('\n')[0]}`);
    }
    expect(wrong).toEqual([]);
    expect(emu.current.log.writes()).toEqual([]);
    // Nothing but the cached lookup of that one channel (made by an earlier case) was ever sent for it.
    expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`).filter((r) => r !== `GET /channels/${SECOND.voice}`)).toEqual([]);
  });
});
