import { Routes } from '../../../core/index.js';
import type { APIGuildOnboarding } from 'discord-api-types/v10';
import type { PlatformRequester } from '../../../core/index.js';
import type { Blueprint } from './blueprint-schema.js';
import type { GuildSnapshot, LiveOverwrite } from './guild-snapshot.js';
import type { PlannedOperation } from './planner.js';
import { desiredFields, differingFields, liveFields, postHeading, promptIdFor, type Bindings, type Fields, type ResourceRef } from './resource-model.js';

const IS_COMPONENTS_V2 = 1 << 15;

/** Discord's OpenAPI types bitfields in request bodies as integers; every permission flag fits in 53 bits. */
const wireBits = (bits: unknown) => Number(BigInt(String(bits)));
const wireOverwrites = (list: LiveOverwrite[]) => list.map((o) => ({ id: o.id, type: o.type, allow: wireBits(o.allow), deny: wireBits(o.deny) }));

/** Our overwrites replace theirs for the same role; every other overwrite stays (nothing is removed). */
function mergedOverwrites(live: LiveOverwrite[], desired: LiveOverwrite[]): LiveOverwrite[] {
  const ours = new Set(desired.map((o) => o.id));
  return [...live.filter((o) => !ours.has(o.id)), ...desired];
}

function automodBody(d: Fields) {
  return {
    name: d.name,
    event_type: d.event_type,
    trigger_metadata: d.trigger_metadata,
    actions: (d.actions as { type: number; channel_id?: string; duration_seconds?: number }[]).map((a) => ({
      type: a.type,
      ...(a.type === 2 ? { metadata: { channel_id: a.channel_id } } : a.type === 3 ? { metadata: { duration_seconds: a.duration_seconds } } : {}),
    })),
    enabled: d.enabled,
    exempt_roles: d.exempt_roles,
  };
}

function onboardingBody(d: Fields, live: APIGuildOnboarding | null) {
  const wanted = d.prompts as { title: string; single_select: boolean; required: boolean; options: { title: string; role_ids: string[]; channel_ids: string[] }[] }[];
  const existing = live?.prompts ?? [];
  const toOption = (o: APIGuildOnboarding['prompts'][number]['options'][number]) => ({
    id: o.id,
    title: o.title,
    description: o.description ?? null,
    role_ids: o.role_ids ?? [],
    channel_ids: o.channel_ids ?? [],
    ...(o.emoji?.id ? { emoji_id: o.emoji.id } : {}),
    ...(o.emoji?.name ? { emoji_name: o.emoji.name } : {}),
  });
  const prompts = existing.map((p) => {
    const ours = wanted.find((w) => w.title === p.title);
    const base = { id: p.id, type: p.type, title: p.title, single_select: p.single_select, required: p.required, in_onboarding: p.in_onboarding };
    if (!ours) return { ...base, options: p.options.map(toOption) };
    const kept = p.options.filter((o) => !ours.options.some((x) => x.title === o.title)).map(toOption);
    const mine = ours.options.map((x) => ({ ...(p.options.find((o) => o.title === x.title)?.id ? { id: p.options.find((o) => o.title === x.title)!.id } : {}), title: x.title, role_ids: x.role_ids, channel_ids: x.channel_ids }));
    return { ...base, single_select: ours.single_select, required: ours.required, options: [...kept, ...mine] };
  });
  for (const w of wanted) {
    if (existing.some((p) => p.title === w.title)) continue;
    prompts.push({ id: promptIdFor(w.title), type: 0, title: w.title, single_select: w.single_select, required: w.required, in_onboarding: true, options: w.options.map((x) => ({ title: x.title, role_ids: x.role_ids, channel_ids: x.channel_ids })) } as never);
  }
  return {
    prompts,
    default_channel_ids: [...new Set([...(live?.default_channel_ids ?? []), ...(d.default_channel_ids as string[])])],
    ...('enabled' in d ? { enabled: d.enabled } : {}),
    mode: live?.mode ?? 0,
  };
}

/**
 * Performs one planned operation against the live guild, resolving names through the bindings. Returns the id
 * of what it created (to bind), or the existing id. Only the fields that still differ are sent.
 */
export async function executeOperation(platform: PlatformRequester, op: PlannedOperation, b: Blueprint, snapshot: GuildSnapshot, bindings: Bindings, reason: string): Promise<string> {
  const r: ResourceRef = { kind: op.kind, key: op.resource, phase: op.phase };
  const guildId = snapshot.guild.id;
  const d = desiredFields(r, b, bindings, snapshot);
  const unresolvedRef = JSON.stringify(d).match(/unresolved:[^"]+/);
  if (unresolvedRef) throw new Error(`${op.resource} refers to ${unresolvedRef[0].slice(11)}, which has no id yet`);
  const changed = new Set(op.target_id ? differingFields(d, liveFields(r, snapshot, op.target_id, d)) : Object.keys(d));
  const only = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([k]) => changed.has(k)));

  switch (op.kind) {
    case 'role': {
      const body = { name: d.name, color: d.color, hoist: d.hoist, mentionable: d.mentionable, permissions: wireBits(d.permissions) };
      if (!op.target_id) return (await platform.request<{ id: string }>({ method: 'POST', route: Routes.guildRoles(guildId), body, reason })).id;
      await platform.request({ method: 'PATCH', route: Routes.guildRole(guildId, op.target_id), body: only(body), reason });
      return op.target_id;
    }
    case 'category':
    case 'channel': {
      const { overwrites, ...rest } = d as Fields & { overwrites: LiveOverwrite[] };
      if (!op.target_id) {
        const body = { ...rest, permission_overwrites: wireOverwrites(overwrites) };
        return (await platform.request<{ id: string }>({ method: 'POST', route: Routes.guildChannels(guildId), body, reason })).id;
      }
      const live = snapshot.channels.find((c) => c.id === op.target_id)!;
      const { type: _t, ...editable } = only(rest);
      const body = { ...editable, ...(changed.has('overwrites') ? { permission_overwrites: wireOverwrites(mergedOverwrites(live.overwrites, overwrites)) } : {}) };
      await platform.request({ method: 'PATCH', route: Routes.channel(op.target_id), body, reason });
      return op.target_id;
    }
    case 'automod': {
      const body = automodBody(d);
      if (!op.target_id) return (await platform.request<{ id: string }>({ method: 'POST', route: Routes.guildAutoModerationRules(guildId), body: { ...body, trigger_type: d.trigger_type }, reason })).id;
      await platform.request({ method: 'PATCH', route: Routes.guildAutoModerationRule(guildId, op.target_id), body, reason });
      return op.target_id;
    }
    case 'welcome_screen': {
      const ours = d.welcome_channels as { channel_id: string; description: string; emoji_name: string | null }[];
      const kept = (snapshot.welcome_screen?.welcome_channels ?? []).filter((c) => !ours.some((o) => o.channel_id === c.channel_id));
      const welcome_channels = [...ours.map((c) => ({ channel_id: c.channel_id, description: c.description, ...(c.emoji_name ? { emoji_name: c.emoji_name } : {}) })), ...kept].slice(0, 5);
      await platform.request({ method: 'PATCH', route: Routes.guildWelcomeScreen(guildId), body: { enabled: true, description: d.description, welcome_channels }, reason });
      return guildId;
    }
    case 'onboarding':
      await platform.request({ method: 'PUT', route: Routes.guildOnboarding(guildId), body: onboardingBody(d, snapshot.onboarding), reason });
      return guildId;
    case 'post': {
      const post = b.welcome_post!;
      const channelId = bindings[`channel:${post.channel}`];
      if (!channelId) throw new Error(`the welcome post channel ${post.channel} has no id yet`);
      const container = { type: 17, ...(post.accent_color !== undefined ? { accent_color: post.accent_color } : {}), components: [{ type: 10, content: postHeading(post.title) }, { type: 10, content: post.body }] };
      const message = await platform.request<{ id: string }>({ method: 'POST', route: Routes.channelMessages(channelId), body: { flags: IS_COMPONENTS_V2, components: [container], allowed_mentions: { parse: [] } } });
      return message.id;
    }
  }
}
