import { createHash } from 'node:crypto';
import { AUTOMOD_TRIGGERS, CHANNEL_TYPES, type Blueprint, type BlueprintAccess } from './blueprint-schema.js';
import { digestOf, type Digest } from '../../shared/blueprint-state/canonical-json.js';
import type { GuildSnapshot, LiveOverwrite } from './guild-snapshot.js';
import { FLAG } from '../../shared/permission-flags.js';
import { accessBits, BOT_KEEP_ACCESS, rolePermissions } from './permission-intents.js';

/**
 * The one model plan, apply and evidence share: each blueprint part is a resource with a key, a way to find it
 * in the live guild, and the managed fields it should have. Only fields the blueprint states are managed;
 * everything else on a live object (other overwrites, other prompts, the topic when none is given) is left
 * as it is, so applying a blueprint never removes anything.
 */

export const PHASES = ['roles', 'categories', 'channels', 'automod', 'welcome_screen', 'onboarding', 'posts'] as const;
export type Phase = (typeof PHASES)[number];
export type ResourceKind = 'role' | 'category' | 'channel' | 'automod' | 'welcome_screen' | 'onboarding' | 'post';

export interface ResourceRef {
  kind: ResourceKind;
  key: string;
  phase: Phase;
}

/** Resource key → live id. `@everyone` is the guild id; `@bot` the bot's user id. */
export type Bindings = Record<string, string>;

export type Fields = Record<string, unknown>;

const PHASE_OF: Record<ResourceKind, Phase> = { role: 'roles', category: 'categories', channel: 'channels', automod: 'automod', welcome_screen: 'welcome_screen', onboarding: 'onboarding', post: 'posts' };
const ref = (kind: ResourceKind, key: string): ResourceRef => ({ kind, key, phase: PHASE_OF[kind] });
const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);

/** Every resource of a blueprint, in dependency (phase) order. */
export function resourcesOf(b: Blueprint): ResourceRef[] {
  return [
    ...b.roles.map((r) => ref('role', `role:${r.name}`)),
    ...b.categories.map((c) => ref('category', `category:${c.name}`)),
    ...b.categories.flatMap((c) => c.channels.map((ch) => ref('channel', `channel:${ch.name}`))),
    ...b.automod.map((r) => ref('automod', `automod:${r.name}`)),
    ...(b.welcome_screen ? [ref('welcome_screen', 'welcome_screen')] : []),
    ...(b.onboarding ? [ref('onboarding', 'onboarding')] : []),
    ...(b.welcome_post ? [ref('post', `post:${b.welcome_post.channel}`)] : []),
  ];
}

const channelOf = (b: Blueprint, name: string) => {
  for (const c of b.categories) {
    const ch = c.channels.find((x) => x.name === name);
    if (ch) return { category: c, channel: ch };
  }
  throw new Error(`no channel ${name} in blueprint`);
};

const unresolved = (key: string) => `unresolved:${key}`;
const idOf = (bindings: Bindings, key: string) => bindings[key] ?? unresolved(key);
const roleId = (bindings: Bindings, role: string) => (role === '@everyone' ? idOf(bindings, '@everyone') : idOf(bindings, `role:${role}`));

/** The heading a welcome post starts with: how apply and evidence recognise it among the bot's messages. */
export const postHeading = (title: string) => `## ${title}`;

/** Named access → overwrites; a channel that restricts @everyone also keeps the bot in (see BOT_KEEP_ACCESS). */
function desiredOverwrites(access: readonly BlueprintAccess[], bindings: Bindings): LiveOverwrite[] {
  const byId = new Map<string, { type: number; allow: bigint; deny: bigint }>();
  for (const a of access) {
    const id = roleId(bindings, a.role);
    const bits = accessBits(a.intent);
    const prev = byId.get(id) ?? { type: 0, allow: 0n, deny: 0n };
    byId.set(id, { type: 0, allow: prev.allow | bits.allow, deny: (prev.deny | bits.deny) & ~(prev.allow | bits.allow) });
  }
  if (access.some((a) => a.role === '@everyone' && accessBits(a.intent).deny !== 0n)) byId.set(idOf(bindings, '@bot'), { type: 1, allow: BOT_KEEP_ACCESS, deny: 0n });
  return [...byId.entries()].map(([id, o]) => ({ id, type: o.type, allow: String(o.allow), deny: String(o.deny) })).sort((a, b) => a.id.localeCompare(b.id));
}

const TIMEOUT_SECONDS = 600;

/** The managed fields a resource should have, with references resolved through the bindings. */
export function desiredFields(r: ResourceRef, b: Blueprint, bindings: Bindings, snapshot: GuildSnapshot): Fields {
  const name = nameOf(r.key);
  switch (r.kind) {
    case 'role': {
      const role = b.roles.find((x) => x.name === name)!;
      return { name: role.name, color: role.color, hoist: role.hoist, mentionable: role.mentionable, permissions: String(rolePermissions(role.intent, role.extra_permissions)) };
    }
    case 'category': {
      const c = b.categories.find((x) => x.name === name)!;
      return { name: c.name, type: 4, overwrites: desiredOverwrites(c.access, bindings) };
    }
    case 'channel': {
      const { category, channel } = channelOf(b, name);
      return {
        name: channel.name,
        type: CHANNEL_TYPES[channel.type],
        parent_id: idOf(bindings, `category:${category.name}`),
        ...(channel.topic !== undefined ? { topic: channel.topic } : {}),
        ...(channel.slowmode !== undefined ? { rate_limit_per_user: channel.slowmode } : {}),
        ...(channel.nsfw !== undefined ? { nsfw: channel.nsfw } : {}),
        overwrites: desiredOverwrites(channel.access, bindings),
      };
    }
    case 'automod': {
      const rule = b.automod.find((x) => x.name === name)!;
      const metadata =
        rule.trigger === 'keywords' ? { keyword_filter: rule.keywords ?? [] } : rule.trigger === 'keyword_preset' ? { presets: [1, 2, 3] } : rule.trigger === 'mention_spam' ? { mention_total_limit: rule.mention_limit ?? 5 } : {};
      return {
        name: rule.name,
        event_type: 1,
        trigger_type: AUTOMOD_TRIGGERS[rule.trigger],
        trigger_metadata: metadata,
        actions: rule.actions.map((a) =>
          a === 'block' ? { type: 1 } : a === 'alert' ? { type: 2, channel_id: idOf(bindings, `channel:${rule.alert_channel}`) } : { type: 3, duration_seconds: TIMEOUT_SECONDS },
        ),
        enabled: true,
        exempt_roles: rule.exempt_roles.map((x) => roleId(bindings, x)).sort(),
      };
    }
    case 'welcome_screen': {
      const w = b.welcome_screen!;
      return {
        description: w.description,
        welcome_channels: w.channels.map((c) => ({ channel_id: idOf(bindings, `channel:${c.channel}`), description: c.description, emoji_name: c.emoji ?? null })),
      };
    }
    case 'onboarding': {
      const o = b.onboarding!;
      const open = openChannels(b).map((c) => idOf(bindings, `channel:${c}`)).sort();
      return {
        prompts: o.prompts.map((p) => ({
          title: p.title,
          single_select: p.single_select,
          required: p.required,
          options: p.options.map((opt) => ({
            title: opt.title,
            role_ids: opt.roles.map((x) => roleId(bindings, x)).sort(),
            channel_ids: opt.channels.map((x) => idOf(bindings, `channel:${x}`)).sort(),
          })),
        })),
        default_channel_ids: open,
        ...(onboardingCanEnable(b, snapshot) ? { enabled: true } : {}),
      };
    }
    case 'post':
      return { exists: true };
  }
}

/** Channels @everyone can see (no `hidden` for @everyone on them), non-voice: onboarding defaults. */
export function openChannels(b: Blueprint): string[] {
  return b.categories.flatMap((c) =>
    c.access.some((a) => a.role === '@everyone' && a.intent === 'hidden')
      ? []
      : c.channels.filter((ch) => ch.type !== 'voice' && ch.type !== 'stage' && !ch.access.some((a) => a.role === '@everyone' && a.intent === 'hidden')).map((ch) => ch.name),
  );
}

/** Discord enables onboarding only with 7 default channels @everyone sees, 5 of them where it can write. */
export function onboardingCanEnable(b: Blueprint, snapshot: GuildSnapshot): boolean {
  const everyone = BigInt(snapshot.roles.find((r) => r.id === snapshot.guild.id)?.permissions ?? '0');
  const open = openChannels(b);
  const sendable = open.filter((name) => {
    const { channel } = channelOf(b, name);
    const read = channel.access.some((a) => a.role === '@everyone' && (accessBits(a.intent).deny & FLAG.SEND_MESSAGES) !== 0n);
    return !read && (everyone & FLAG.SEND_MESSAGES) !== 0n;
  });
  return open.length >= 7 && sendable.length >= 5;
}

/** Where a resource is in the live guild (its id), or null. */
export function findLive(r: ResourceRef, b: Blueprint, snapshot: GuildSnapshot, bindings: Bindings): string | null {
  const name = nameOf(r.key);
  switch (r.kind) {
    case 'role':
      return snapshot.roles.find((x) => x.name === name && !x.managed && x.id !== snapshot.guild.id)?.id ?? null;
    case 'category':
      return snapshot.channels.find((c) => c.type === 4 && c.name === name)?.id ?? null;
    case 'channel': {
      const { category, channel } = channelOf(b, name);
      const same = snapshot.channels.filter((c) => c.type === CHANNEL_TYPES[channel.type] && c.name === name);
      return (same.find((c) => c.parent_id === bindings[`category:${category.name}`]) ?? same[0])?.id ?? null;
    }
    case 'automod': {
      const rule = b.automod.find((x) => x.name === name)!;
      const trigger = AUTOMOD_TRIGGERS[rule.trigger];
      // Discord allows one rule per guild of these triggers: an existing one is the one to adjust.
      const singleton = rule.trigger !== 'keywords';
      return (snapshot.automod.find((x) => x.name === name && x.trigger_type === trigger) ?? (singleton ? snapshot.automod.find((x) => x.trigger_type === trigger) : undefined))?.id ?? null;
    }
    case 'welcome_screen':
    case 'onboarding':
      return snapshot.guild.id;
    case 'post': {
      const channelId = bindings[`channel:${name}`];
      const heading = postHeading(b.welcome_post!.title);
      return (channelId && snapshot.posts[channelId]?.find((p) => p.texts.includes(heading))?.id) || null;
    }
  }
}

const overwriteView = (list: LiveOverwrite[], ids: Set<string>) =>
  list.filter((o) => ids.has(o.id)).map((o) => ({ id: o.id, type: o.type, allow: o.allow, deny: o.deny })).sort((a, b) => a.id.localeCompare(b.id));

/** The live object seen through the same managed fields as `desired`. */
export function liveFields(r: ResourceRef, snapshot: GuildSnapshot, liveId: string | null, desired: Fields): Fields | null {
  if (liveId === null) return null;
  const keys = Object.keys(desired);
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  switch (r.kind) {
    case 'role': {
      const role = snapshot.roles.find((x) => x.id === liveId);
      return role ? pick(role as unknown as Record<string, unknown>) : null;
    }
    case 'category':
    case 'channel': {
      const c = snapshot.channels.find((x) => x.id === liveId);
      if (!c) return null;
      const ids = new Set((desired.overwrites as LiveOverwrite[]).map((o) => o.id));
      return pick({ ...c, overwrites: overwriteView(c.overwrites, ids) } as unknown as Record<string, unknown>);
    }
    case 'automod': {
      const rule = snapshot.automod.find((x) => x.id === liveId);
      if (!rule) return null;
      const metaKeys = Object.keys(desired.trigger_metadata as object);
      const meta = rule.trigger_metadata as Record<string, unknown>;
      return {
        name: rule.name,
        event_type: rule.event_type,
        trigger_type: rule.trigger_type,
        trigger_metadata: Object.fromEntries(metaKeys.map((k) => [k, meta[k]])),
        actions: rule.actions.map((a) => {
          const m = (a.metadata ?? {}) as Record<string, unknown>;
          return { type: a.type, ...(a.type === 2 ? { channel_id: m.channel_id } : {}), ...(a.type === 3 ? { duration_seconds: m.duration_seconds } : {}) };
        }),
        enabled: rule.enabled,
        exempt_roles: [...rule.exempt_roles].sort(),
      };
    }
    case 'welcome_screen': {
      const w = snapshot.welcome_screen;
      const wanted = desired.welcome_channels as { channel_id: string }[];
      const live = w?.welcome_channels ?? [];
      return {
        description: w?.description ?? null,
        welcome_channels: wanted.map((x) => live.find((l) => l.channel_id === x.channel_id)).filter(Boolean).map((l) => ({ channel_id: l!.channel_id, description: l!.description, emoji_name: l!.emoji_name ?? null })),
      };
    }
    case 'onboarding': {
      const o = snapshot.onboarding;
      const wanted = desired.prompts as { title: string; options: { title: string }[] }[];
      const ours = new Set(desired.default_channel_ids as string[]);
      return {
        prompts: wanted
          .map((p) => o?.prompts.find((l) => l.title === p.title))
          .filter(Boolean)
          .map((l) => ({
            title: l!.title,
            single_select: l!.single_select,
            required: l!.required,
            options: l!.options
              .filter((opt) => wanted.find((p) => p.title === l!.title)!.options.some((x) => x.title === opt.title))
              .map((opt) => ({ title: opt.title, role_ids: [...(opt.role_ids ?? [])].sort(), channel_ids: [...(opt.channel_ids ?? [])].sort() })),
          })),
        default_channel_ids: (o?.default_channel_ids ?? []).filter((id) => ours.has(id)).sort(),
        ...('enabled' in desired ? { enabled: o?.enabled ?? false } : {}),
      };
    }
    case 'post':
      return Object.values(snapshot.posts).flat().some((p) => p.id === liveId) ? { exists: true } : null;
  }
}

/** Managed fields whose live value differs from the desired one (all of them when the resource is missing). */
export function differingFields(desired: Fields, live: Fields | null): string[] {
  if (!live) return Object.keys(desired);
  return Object.keys(desired).filter((k) => JSON.stringify(desired[k]) !== JSON.stringify(live[k]));
}

/** A fingerprint of the whole live object (all fields, all overwrites): "unchanged since the plan" means equal. */
export function liveStateId(r: ResourceRef, snapshot: GuildSnapshot, liveId: string): Digest | null {
  const find = (): unknown => {
    switch (r.kind) {
      case 'role': {
        const x = snapshot.roles.find((y) => y.id === liveId);
        return x && { ...x, position: undefined };
      }
      case 'category':
      case 'channel': {
        const x = snapshot.channels.find((y) => y.id === liveId);
        return x && { ...x, position: undefined, overwrites: [...x.overwrites].sort((a, b) => a.id.localeCompare(b.id)) };
      }
      case 'automod':
        return snapshot.automod.find((y) => y.id === liveId);
      case 'welcome_screen':
        return snapshot.welcome_screen ?? { absent: true };
      case 'onboarding':
        return snapshot.onboarding ?? { absent: true };
      case 'post':
        return Object.values(snapshot.posts).flat().find((p) => p.id === liveId);
    }
  };
  const value = find();
  return value ? digestOf('live-resource', value) : null;
}

/** A stable snowflake-shaped id for a new onboarding prompt (Discord wants one; any unused id works). */
export function promptIdFor(title: string): string {
  return (BigInt(`0x${createHash('sha256').update(title).digest('hex').slice(0, 15)}`) % 10n ** 18n + 10n ** 18n).toString();
}
