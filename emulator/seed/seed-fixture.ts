import type { EmulatorState } from '../state/emulator-state.js';
import type { ChannelRecord, OverwriteRecord } from '../state/records.js';

/** The JSON a community is seeded from: explicit ids, Discord field names, defaults filled in. */
export interface SeedFixture {
  bot: { id: string; username: string; token?: string };
  users: { id: string; username: string; global_name?: string | null; bot?: boolean }[];
  guilds: {
    id: string;
    name: string;
    owner_id: string;
    description?: string | null;
    features?: string[];
    roles: { id: string; name: string; permissions: string; position: number; color?: number; hoist?: boolean; mentionable?: boolean; managed?: boolean }[];
    members: { user_id: string; roles?: string[]; nick?: string | null; joined_at?: string; communication_disabled_until?: string | null }[];
    channels: { id: string; type: number; name: string; position?: number; parent_id?: string | null; topic?: string | null; nsfw?: boolean; rate_limit_per_user?: number; permission_overwrites?: OverwriteRecord[] }[];
    scheduled_events?: {
      id: string;
      name: string;
      entity_type: number;
      channel_id?: string | null;
      creator_id?: string | null;
      description?: string | null;
      scheduled_start_time: string;
      scheduled_end_time?: string | null;
      status?: number;
      location?: string;
      subscribers?: string[];
    }[];
  }[];
}

/** Loads a fixture into an empty state. The @everyone role shares the guild's id, as on Discord. */
export function applySeed(state: EmulatorState, seed: SeedFixture): void {
  state.botUserId = seed.bot.id;
  if (seed.bot.token) state.botToken = seed.bot.token;
  state.users.set(seed.bot.id, { id: seed.bot.id, username: seed.bot.username, global_name: null, discriminator: '0', avatar: null, bot: true });
  for (const u of seed.users) {
    state.users.set(u.id, { id: u.id, username: u.username, global_name: u.global_name ?? null, discriminator: '0', avatar: null, ...(u.bot ? { bot: true } : {}) });
  }
  for (const g of seed.guilds) {
    const guild = {
      id: g.id,
      name: g.name,
      owner_id: g.owner_id,
      icon: null,
      description: g.description ?? null,
      features: g.features ?? [],
      verification_level: 1,
      default_message_notifications: 1,
      explicit_content_filter: 2,
      mfa_level: 0,
      premium_tier: 0,
      preferred_locale: 'en-US',
      system_channel_id: null,
      roles: new Map(),
      members: new Map(),
      channels: new Set<string>(),
      events: new Map(),
    } as import('../state/records.js').GuildRecord;
    for (const r of g.roles) {
      guild.roles.set(r.id, {
        id: r.id,
        name: r.name,
        color: r.color ?? 0,
        hoist: r.hoist ?? false,
        position: r.position,
        permissions: r.permissions,
        managed: r.managed ?? false,
        mentionable: r.mentionable ?? false,
        icon: null,
        unicode_emoji: null,
        flags: 0,
      });
    }
    for (const m of g.members) {
      guild.members.set(m.user_id, {
        user_id: m.user_id,
        nick: m.nick ?? null,
        roles: m.roles ?? [],
        joined_at: m.joined_at ?? '2024-01-15T12:00:00.000000+00:00',
        premium_since: null,
        deaf: false,
        mute: false,
        pending: false,
        communication_disabled_until: m.communication_disabled_until ?? null,
        flags: 0,
        avatar: null,
      });
    }
    for (const [i, c] of g.channels.entries()) {
      const channel: ChannelRecord = {
        id: c.id,
        type: c.type,
        guild_id: g.id,
        name: c.name,
        position: c.position ?? i,
        parent_id: c.parent_id ?? null,
        topic: c.topic ?? null,
        nsfw: c.nsfw ?? false,
        rate_limit_per_user: c.rate_limit_per_user ?? 0,
        permission_overwrites: c.permission_overwrites ?? [],
        last_message_id: null,
      };
      state.channels.set(c.id, channel);
      guild.channels.add(c.id);
    }
    for (const e of g.scheduled_events ?? []) {
      guild.events.set(e.id, {
        id: e.id,
        guild_id: g.id,
        channel_id: e.channel_id ?? null,
        creator_id: e.creator_id ?? null,
        name: e.name,
        description: e.description ?? null,
        scheduled_start_time: e.scheduled_start_time,
        scheduled_end_time: e.scheduled_end_time ?? null,
        privacy_level: 2,
        status: e.status ?? 1,
        entity_type: e.entity_type,
        entity_id: null,
        entity_metadata: e.location ? { location: e.location } : null,
        image: null,
        recurrence_rule: null,
        subscribers: new Set(e.subscribers ?? []),
      });
    }
    state.guilds.set(g.id, guild);
  }
}
