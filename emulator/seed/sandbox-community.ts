import type { SeedFixture } from './seed-fixture.js';

/**
 * The demo community of `chat-mcp serve --sandbox`: a small study guild with a role hierarchy,
 * text, voice and stage channels, and an upcoming event with RSVPs. The bot is not Administrator.
 */
const GUILD = '1100000000000000001';
const BOT = '1100000000000000100';
const OWNER = '1100000000000000200';

const names = [
  'ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'ken', 'dennis', 'radia', 'frances', 'edsger', 'donald',
  'hedy', 'katherine', 'tim', 'vint', 'john', 'mary', 'niklaus', 'guido', 'bjarne', 'james', 'yukihiro', 'larry',
  'anders', 'brendan', 'rasmus', 'sophie', 'hal', 'leslie', 'shafi', 'silvio', 'whitfield', 'martin', 'ralph', 'adi',
  'ron', 'len', 'fran', 'jean', 'kathleen', 'annie', 'evelyn', 'lynn', 'joan', 'betty', 'marlyn', 'ruth',
];
const members = names.map((username, i) => ({ id: `11000000000000003${String(i).padStart(2, '0')}`, username }));

const ROLE = { everyone: GUILD, admin: '1100000000000000011', mod: '1100000000000000012', bot: '1100000000000000013', member: '1100000000000000014' };
const CH = {
  info: '1100000000000000401',
  welcome: '1100000000000000402',
  general: '1100000000000000403',
  study: '1100000000000000404',
  voiceCat: '1100000000000000405',
  voice: '1100000000000000406',
  stage: '1100000000000000407',
  modlog: '1100000000000000408',
};

/** VIEW_CHANNEL, SEND_MESSAGES, READ_MESSAGE_HISTORY, ADD_REACTIONS, CONNECT, SPEAK, ... for ordinary members. */
const MEMBER_PERMS = String((1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 6n) | (1n << 20n) | (1n << 21n) | (1n << 14n) | (1n << 15n));
/**
 * What a guild blueprint's roles may be granted and the bot must hold to grant them (Discord refuses a role with a
 * bit its creator lacks): PRIORITY_SPEAKER, STREAM, MENTION_EVERYONE, USE_EXTERNAL_EMOJIS, MUTE_MEMBERS,
 * MOVE_MEMBERS, USE_VAD, CHANGE_NICKNAME, USE_APPLICATION_COMMANDS, REQUEST_TO_SPEAK, SEND_POLLS.
 */
const BLUEPRINT_GRANTS =
  (1n << 8n) | (1n << 9n) | (1n << 17n) | (1n << 18n) | (1n << 22n) | (1n << 24n) | (1n << 25n) | (1n << 26n) | (1n << 31n) | (1n << 32n) | (1n << 49n);
/**
 * The bot: manage channels, roles, events, messages, threads, webhooks; moderate, kick, ban; everything a blueprint
 * role can be granted, so compile → plan → apply → evidence runs in the sandbox; no Administrator.
 */
const BOT_PERMS = String(
  BigInt(MEMBER_PERMS) | (1n << 1n) | (1n << 2n) | (1n << 4n) | (1n << 5n) | (1n << 7n) | (1n << 13n) | (1n << 28n) | (1n << 29n) | (1n << 30n) | (1n << 33n) | (1n << 34n) | (1n << 40n) | (1n << 44n) | (1n << 0n) | (1n << 35n) | (1n << 38n) |
    BLUEPRINT_GRANTS,
);

/** Ids the sandbox's extra activity refers to. */
export const SANDBOX_IDS = { guild: GUILD, owner: OWNER, general: CH.general, welcome: CH.welcome, modlog: CH.modlog };

export const sandboxCommunity: SeedFixture = {
  bot: { id: BOT, username: 'chat-mcp-sandbox' },
  users: [{ id: OWNER, username: 'sandbox-owner', global_name: 'Sandbox Owner' }, ...members],
  guilds: [
    {
      id: GUILD,
      name: 'Sandbox Study Hall',
      owner_id: OWNER,
      description: 'A demo community served by the chat-mcp emulator.',
      features: ['COMMUNITY'],
      roles: [
        { id: ROLE.everyone, name: '@everyone', permissions: MEMBER_PERMS, position: 0 },
        { id: ROLE.member, name: 'Member', permissions: '0', position: 1, color: 0x2ecc71 },
        { id: ROLE.bot, name: 'chat-mcp', permissions: BOT_PERMS, position: 3, managed: true },
        { id: ROLE.mod, name: 'Moderator', permissions: String(BigInt(MEMBER_PERMS) | (1n << 1n) | (1n << 13n) | (1n << 40n)), position: 2, color: 0x3498db, hoist: true },
        { id: ROLE.admin, name: 'Admin', permissions: String(1n << 3n), position: 4, color: 0xe74c3c, hoist: true },
      ],
      members: [
        { user_id: OWNER, roles: [ROLE.admin] },
        { user_id: BOT, roles: [ROLE.bot], joined_at: '2025-02-01T09:00:00.000000+00:00' },
        ...members.map((m, i) => ({
          user_id: m.id,
          roles: i < 2 ? [ROLE.mod, ROLE.member] : [ROLE.member],
          nick: i % 3 === 0 ? `${m.username[0]!.toUpperCase()}${m.username.slice(1)}` : null,
          joined_at: `2025-0${(i % 9) + 1}-1${i % 10}T10:00:00.000000+00:00`,
        })),
      ],
      channels: [
        { id: CH.info, type: 4, name: 'Information' },
        { id: CH.welcome, type: 0, name: 'welcome', parent_id: CH.info, topic: 'Start here: rules and introductions.' },
        { id: CH.general, type: 0, name: 'general', parent_id: CH.info, topic: 'Anything study related.' },
        { id: CH.study, type: 0, name: 'study-sessions', parent_id: CH.info, rate_limit_per_user: 10 },
        { id: CH.voiceCat, type: 4, name: 'Voice' },
        { id: CH.voice, type: 2, name: 'Focus Room', parent_id: CH.voiceCat },
        { id: CH.stage, type: 13, name: 'Lecture Stage', parent_id: CH.voiceCat },
        {
          id: CH.modlog,
          type: 0,
          name: 'mod-log',
          permission_overwrites: [
            { id: ROLE.everyone, type: 0, allow: '0', deny: String(1n << 10n) },
            { id: ROLE.mod, type: 0, allow: String(1n << 10n), deny: '0' },
            { id: ROLE.bot, type: 0, allow: String(1n << 10n), deny: '0' },
          ],
        },
      ],
      scheduled_events: [
        {
          id: '1100000000000000501',
          name: 'Exam prep Q&A',
          entity_type: 1,
          channel_id: CH.stage,
          creator_id: OWNER,
          description: 'Bring your questions for the finals.',
          scheduled_start_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          subscribers: members.slice(0, 8).map((m) => m.id),
        },
        {
          id: '1100000000000000502',
          name: 'Library meetup',
          entity_type: 3,
          location: 'Main library, room 2',
          scheduled_start_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          scheduled_end_time: new Date(Date.now() + 7 * 86_400_000 + 7_200_000).toISOString(),
          creator_id: BOT,
          subscribers: members.slice(4).map((m) => m.id),
        },
      ],
    },
  ],
};
