import type { SeedFixture } from '../../emulator/seed/seed-fixture.js';

/** The test community: ids are fixed so tests can name them. */
export const IDS = {
  bot: '2000000000000000100',
  owner: '2000000000000000200',
  guild: '2000000000000000001',
  /** A guild the bot is not a member of. */
  foreignGuild: '2000000000000000002',
  /** A guild id that does not exist at all. */
  missingGuild: '2999999999999999999',
  stage: '2000000000000000401',
  voice: '2000000000000000402',
  text: '2000000000000000403',
  foreignText: '2000000000000000409',
  /** 150 RSVPs: more than one page. */
  bigEvent: '2000000000000000501',
  emptyEvent: '2000000000000000502',
  foreignEvent: '2000000000000000509',
  missingEvent: '2000000000000000599',
  everyone: '2000000000000000001',
  botRole: '2000000000000000013',
};

/** 150 members, ids ascending: user n has id 20000000000000010NN (n = 0..149). */
export const memberIds = Array.from({ length: 150 }, (_, i) => `2000000000000001${String(i).padStart(3, '0')}`);

const MANAGE_EVENTS = 1n << 33n;
const CREATE_EVENTS = 1n << 44n;
const VIEW = 1n << 10n;
const CONNECT = 1n << 20n;

export function communityFixture(options: { botPermissions?: bigint } = {}): SeedFixture {
  const botPerms = options.botPermissions ?? (VIEW | CONNECT | MANAGE_EVENTS | CREATE_EVENTS);
  return {
    bot: { id: IDS.bot, username: 'test-bot', token: 'test-bot-token-Zq8v' },
    users: [
      { id: IDS.owner, username: 'owner' },
      ...memberIds.map((id, i) => ({ id, username: `member${i}`, ...(i === 7 ? { bot: true } : {}) })),
    ],
    guilds: [
      {
        id: IDS.guild,
        name: 'Test Guild',
        owner_id: IDS.owner,
        roles: [
          { id: IDS.everyone, name: '@everyone', permissions: String(VIEW), position: 0 },
          { id: IDS.botRole, name: 'bot', permissions: String(botPerms), position: 2 },
          { id: '2000000000000000014', name: 'member', permissions: '0', position: 1 },
        ],
        members: [
          { user_id: IDS.owner },
          { user_id: IDS.bot, roles: [IDS.botRole] },
          ...memberIds.map((id, i) => ({ user_id: id, roles: ['2000000000000000014'], nick: i % 2 === 0 ? `Nick${i}` : null })),
        ],
        channels: [
          { id: IDS.stage, type: 13, name: 'stage' },
          { id: IDS.voice, type: 2, name: 'voice' },
          { id: IDS.text, type: 0, name: 'general' },
        ],
        scheduled_events: [
          {
            id: IDS.bigEvent,
            name: 'Big stage talk',
            entity_type: 1,
            channel_id: IDS.stage,
            creator_id: IDS.owner,
            scheduled_start_time: '2030-01-01T18:00:00.000Z',
            subscribers: [...memberIds].reverse(),
          },
          {
            id: IDS.emptyEvent,
            name: 'Quiet meetup',
            entity_type: 3,
            location: 'Cafe',
            scheduled_start_time: '2030-02-01T18:00:00.000Z',
            scheduled_end_time: '2030-02-01T20:00:00.000Z',
            creator_id: IDS.bot,
          },
        ],
      },
      {
        id: IDS.foreignGuild,
        name: 'Someone Else',
        owner_id: IDS.owner,
        roles: [{ id: IDS.foreignGuild, name: '@everyone', permissions: String(VIEW), position: 0 }],
        members: [{ user_id: IDS.owner }],
        channels: [{ id: IDS.foreignText, type: 0, name: 'private' }],
        scheduled_events: [
          { id: IDS.foreignEvent, name: 'Secret', entity_type: 3, location: 'x', scheduled_start_time: '2030-01-01T00:00:00Z', scheduled_end_time: '2030-01-01T01:00:00Z' },
        ],
      },
    ],
  };
}
