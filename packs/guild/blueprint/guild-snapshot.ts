import type { APIAutoModerationRule, APIGuild, APIGuildChannel, APIGuildMember, APIGuildOnboarding, APIGuildWelcomeScreen, APIMessage, APIRole, APIUser, GuildChannelType } from 'discord-api-types/v10';
import { PlatformError, type PlatformRequester, Routes } from '../../../core/index.js';
import { digestOf, type Digest } from '../../shared/blueprint-state/canonical-json.js';

export interface LiveOverwrite {
  id: string;
  type: number;
  allow: string;
  deny: string;
}

export interface LiveRole {
  id: string;
  name: string;
  color: number;
  hoist: boolean;
  mentionable: boolean;
  permissions: string;
  position: number;
  managed: boolean;
}

export interface LiveChannel {
  id: string;
  name: string;
  type: number;
  parent_id: string | null;
  topic: string | null;
  nsfw: boolean;
  rate_limit_per_user: number;
  position: number;
  overwrites: LiveOverwrite[];
}

export interface LivePost {
  id: string;
  channel_id: string;
  author_id: string;
  flags: number;
  texts: string[];
}

/** What plan, apply and evidence know about a guild: only the parts a blueprint manages. */
export interface GuildSnapshot {
  guild: { id: string; name: string; owner_id: string; features: string[] };
  bot: { id: string; role_ids: string[] };
  roles: LiveRole[];
  channels: LiveChannel[];
  automod: APIAutoModerationRule[];
  onboarding: APIGuildOnboarding | null;
  welcome_screen: APIGuildWelcomeScreen | null;
  /** Recent bot messages of the channels asked for, by channel id. */
  posts: Record<string, LivePost[]>;
}

/** The bot's own identity: the identity lock compares it with expected_bot_id before anything else. */
export async function readBotUser(platform: PlatformRequester): Promise<APIUser> {
  return platform.request<APIUser>({ method: 'GET', route: Routes.user() });
}

async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    // A guild without Community answers 403/404 for these; that absence is information, not a failure.
    if (error instanceof PlatformError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

function textsOf(components: unknown): string[] {
  const out: string[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const c of list as { type?: number; content?: string; components?: unknown }[]) {
      if (c.type === 10 && typeof c.content === 'string') out.push(c.content);
      walk(c.components);
    }
  };
  walk(components);
  return out;
}

/** Reads the guild a blueprint is planned against or checked with. `postChannels` are read for welcome posts. */
export async function readGuildSnapshot(platform: PlatformRequester, guildId: string, botId: string, postChannels: readonly string[] = []): Promise<GuildSnapshot> {
  const guild = await platform.request<APIGuild>({ method: 'GET', route: Routes.guild(guildId) });
  const member = await platform.request<APIGuildMember>({ method: 'GET', route: Routes.guildMember(guildId, botId) });
  const roles = await platform.request<APIRole[]>({ method: 'GET', route: Routes.guildRoles(guildId) });
  const channels = await platform.request<APIGuildChannel<GuildChannelType>[]>({ method: 'GET', route: Routes.guildChannels(guildId) });
  const automod = (await optional(() => platform.request<APIAutoModerationRule[]>({ method: 'GET', route: Routes.guildAutoModerationRules(guildId) }))) ?? [];
  const onboarding = await optional(() => platform.request<APIGuildOnboarding>({ method: 'GET', route: Routes.guildOnboarding(guildId) }));
  const welcome = await optional(() => platform.request<APIGuildWelcomeScreen>({ method: 'GET', route: Routes.guildWelcomeScreen(guildId) }));
  const posts = await readPosts(platform, channels.map((c) => c.id), botId, postChannels);
  return {
    guild: { id: guild.id, name: guild.name, owner_id: guild.owner_id, features: [...guild.features] },
    bot: { id: botId, role_ids: [...member.roles] },
    roles: roles.map((r) => ({ id: r.id, name: r.name, color: r.color, hoist: r.hoist, mentionable: r.mentionable, permissions: r.permissions, position: r.position, managed: r.managed })),
    channels: channels.map((c) => {
      const x = c as unknown as Record<string, unknown>;
      return {
        id: c.id,
        name: c.name,
        type: c.type,
        parent_id: (x.parent_id as string | null | undefined) ?? null,
        topic: (x.topic as string | null | undefined) ?? null,
        nsfw: (x.nsfw as boolean | undefined) ?? false,
        rate_limit_per_user: (x.rate_limit_per_user as number | undefined) ?? 0,
        position: (x.position as number | undefined) ?? 0,
        overwrites: (c.permission_overwrites ?? []).map((o) => ({ id: o.id, type: o.type, allow: String(o.allow), deny: String(o.deny) })),
      };
    }),
    automod,
    onboarding,
    welcome_screen: welcome,
    posts,
  };
}

/** The bot's recent messages in the given channels (those that exist), for finding a welcome post again. */
export async function readPosts(platform: PlatformRequester, existing: readonly string[], botId: string, channelIds: readonly string[]): Promise<Record<string, LivePost[]>> {
  const posts: Record<string, LivePost[]> = {};
  for (const channelId of channelIds) {
    if (!existing.includes(channelId)) continue;
    const messages = (await optional(() => platform.request<APIMessage[]>({ method: 'GET', route: Routes.channelMessages(channelId), query: { limit: 50 } }))) ?? [];
    posts[channelId] = messages
      .filter((m) => m.author.id === botId)
      .map((m) => ({ id: m.id, channel_id: channelId, author_id: m.author.id, flags: m.flags ?? 0, texts: textsOf(m.components) }));
  }
  return posts;
}

/** A content address for the managed state, so "did anything change since" is one comparison. */
export function snapshotId(s: GuildSnapshot): Digest {
  const sortById = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  return digestOf('guild-snapshot', {
    guild: s.guild,
    roles: sortById(s.roles),
    channels: sortById(s.channels).map((c) => ({ ...c, overwrites: sortById(c.overwrites) })),
    automod: sortById(s.automod as unknown as { id: string }[]),
    onboarding: s.onboarding,
    welcome_screen: s.welcome_screen,
    posts: Object.fromEntries(Object.entries(s.posts).map(([k, v]) => [k, v.map((p) => p.id).sort()])),
  });
}
