import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { ChannelRecord } from '../../emulator/state/records.js';
import type { SeedFixture } from '../../emulator/seed/seed-fixture.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';

/** Extra ids of the channels/permissions/invites/webhooks tests, on top of the test community. */
export const CH = {
  category: '2000000000000000410',
  announcement: '2000000000000000411',
  forum: '2000000000000000412',
  /** Private: @everyone cannot view, the mod role can; the bot gets in by a member overwrite. */
  staff: '2000000000000000413',
  forumTag: '2000000000000000431',
  activeThread: '2000000000000000421',
  publicArchivedOld: '2000000000000000422',
  publicArchivedNew: '2000000000000000423',
  privateJoined: '2000000000000000424',
  privateOther: '2000000000000000425',
  modRole: '2000000000000000015',
  adminRole: '2000000000000000016',
  managedRole: '2000000000000000017',
  /** member1 holds the mod role, member2 Administrator, member3 is timed out. */
  mod: memberIds[1]!,
  admin: memberIds[2]!,
  timedOut: memberIds[3]!,
  plain: memberIds[5]!,
};

export const BITS = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  EMBED_LINKS: 1n << 14n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  CONNECT: 1n << 20n,
  MANAGE_ROLES: 1n << 28n,
  MANAGE_WEBHOOKS: 1n << 29n,
  MANAGE_THREADS: 1n << 34n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  MODERATE_MEMBERS: 1n << 40n,
};

/** What the bot may do in these tests: manage channels, roles, webhooks, invites and threads, and post. */
export const MANAGER_PERMISSIONS =
  BITS.VIEW_CHANNEL | BITS.SEND_MESSAGES | BITS.READ_MESSAGE_HISTORY | BITS.MANAGE_CHANNELS | BITS.MANAGE_ROLES | BITS.MANAGE_WEBHOOKS | BITS.CREATE_INSTANT_INVITE | BITS.MANAGE_THREADS | BITS.KICK_MEMBERS;

export function channelsFixture(botPermissions: bigint = MANAGER_PERMISSIONS): SeedFixture {
  const seed = communityFixture({ botPermissions });
  const guild = seed.guilds[0]!;
  guild.roles.push(
    { id: CH.modRole, name: 'mod', permissions: String(BITS.VIEW_CHANNEL | BITS.SEND_MESSAGES | BITS.KICK_MEMBERS | BITS.MODERATE_MEMBERS), position: 3 },
    { id: CH.adminRole, name: 'admin', permissions: String(BITS.ADMINISTRATOR), position: 4 },
    { id: CH.managedRole, name: 'integration', permissions: '0', position: 1, managed: true },
  );
  for (const m of guild.members) {
    if (m.user_id === CH.mod) m.roles = [...(m.roles ?? []), CH.modRole];
    if (m.user_id === CH.admin) m.roles = [...(m.roles ?? []), CH.adminRole];
    if (m.user_id === CH.timedOut) m.communication_disabled_until = new Date(Date.now() + 3_600_000).toISOString();
  }
  guild.channels.push(
    { id: CH.category, type: 4, name: 'Community' },
    { id: CH.announcement, type: 5, name: 'news', parent_id: CH.category, topic: 'Release notes' },
    { id: CH.forum, type: 15, name: 'help' },
    {
      id: CH.staff,
      type: 0,
      name: 'staff',
      parent_id: CH.category,
      permission_overwrites: [
        { id: IDS.guild, type: 0, allow: '0', deny: String(BITS.VIEW_CHANNEL) },
        { id: CH.modRole, type: 0, allow: String(BITS.VIEW_CHANNEL), deny: String(BITS.SEND_MESSAGES) },
        { id: IDS.bot, type: 1, allow: String(BITS.VIEW_CHANNEL), deny: '0' },
        { id: CH.plain, type: 1, allow: String(BITS.VIEW_CHANNEL | BITS.EMBED_LINKS), deny: String(BITS.SEND_MESSAGES) },
      ],
    },
  );
  return seed;
}

function thread(id: string, type: number, parent: string, archivedAt: string | null, name: string): ChannelRecord {
  return {
    id,
    type,
    guild_id: IDS.guild,
    name,
    position: 0,
    parent_id: parent,
    topic: null,
    nsfw: false,
    rate_limit_per_user: 0,
    permission_overwrites: [],
    last_message_id: null,
    owner_id: CH.mod,
    thread_metadata: { archived: archivedAt !== null, auto_archive_duration: 1440, archive_timestamp: archivedAt ?? '2026-01-01T00:00:00.000Z', locked: false },
    message_count: 0,
    member_count: 1,
    total_message_sent: 0,
  };
}

/** Threads under #general: one active, two archived public, two archived private (the bot joined one). */
export function seedThreads(state: EmulatorState): void {
  const rows = [
    thread(CH.activeThread, 11, IDS.text, null, 'ongoing'),
    thread(CH.publicArchivedOld, 11, IDS.text, '2025-03-01T00:00:00.000Z', 'old public'),
    thread(CH.publicArchivedNew, 11, IDS.text, '2025-06-01T00:00:00.000Z', 'newer public'),
    thread(CH.privateJoined, 12, IDS.text, '2025-05-01T00:00:00.000Z', 'joined private'),
    thread(CH.privateOther, 12, IDS.text, '2025-04-01T00:00:00.000Z', 'other private'),
  ];
  for (const t of rows) state.channels.set(t.id, t);
  state.threadMembers.set(CH.privateJoined, new Map([[IDS.bot, { user_id: IDS.bot, join_timestamp: '2025-01-01T00:00:00.000Z', flags: 0 }]]));
  state.channelSettings.set(CH.forum, { available_tags: [{ id: CH.forumTag, name: 'question', moderated: false, emoji_id: null, emoji_name: null }] });
}
