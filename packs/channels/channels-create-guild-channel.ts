import type { APIChannel } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { autoArchiveDuration, defaultReactionEmoji, forumTag, overwriteInput, overwriteToWire, slowmodeSeconds } from '../shared/channels-overwrites.js';
import { FORUM, POST_KINDS, TOPIC_KINDS, VOICE_KINDS } from './channel-kinds.js';

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    name: z.string().min(1).max(100),
    type: z.literal([0, 2, 4, 5, 13, 15, 16]).default(0).describe('0 text, 2 voice, 4 category, 5 announcement, 13 stage, 15 forum, 16 media'),
    topic: z.string().max(1024).optional(),
    bitrate: z.number().int().min(8000).optional().describe('bits/s; voice and stage'),
    user_limit: z.number().int().min(0).max(99).optional().describe('0 unlimited; voice and stage'),
    rate_limit_per_user: slowmodeSeconds.optional().describe('Slowmode seconds'),
    position: z.number().int().min(0).optional(),
    permission_overwrites: z.array(overwriteInput).max(100).optional().describe('Also needs Manage Roles'),
    parent_id: snowflake('Category to nest under').optional(),
    nsfw: z.boolean().optional(),
    rtc_region: z.string().min(1).optional().describe('Voice region id; voice and stage'),
    video_quality_mode: z.literal([1, 2]).optional().describe('1 auto, 2 full'),
    default_auto_archive_duration: autoArchiveDuration.optional(),
    default_reaction_emoji: defaultReactionEmoji.optional(),
    available_tags: z.array(forumTag).max(20).optional(),
    default_sort_order: z.literal([0, 1]).optional().describe('0 latest activity, 1 creation date'),
    default_forum_layout: z.literal([0, 1, 2]).optional().describe('0 not set, 1 list, 2 gallery'),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    // Settings that only one kind of channel has: refuse them here rather than let Discord drop them silently.
    const onlyFor = (field: keyof typeof v, kinds: readonly number[], what: string) => {
      if (v[field] !== undefined && !kinds.includes(v.type)) ctx.addIssue({ code: 'custom', path: [field], message: `only for ${what} channels` });
    };
    onlyFor('topic', TOPIC_KINDS, 'text, announcement, forum and media');
    for (const f of ['bitrate', 'user_limit', 'rtc_region', 'video_quality_mode'] as const) onlyFor(f, VOICE_KINDS, 'voice and stage');
    for (const f of ['default_reaction_emoji', 'available_tags', 'default_sort_order'] as const) onlyFor(f, POST_KINDS, 'forum and media');
    onlyFor('default_forum_layout', [FORUM], 'forum');
    if (v.type === 4 && v.parent_id) ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'a category cannot be nested' });
  });

const output = () => z.strictObject({ id: snowflake(), name: z.string(), type: z.number().int(), parent_id: snowflake().nullable() });

@tool({
  name: 'channels_create_guild_channel',
  category: 'channels',
  risk: 'write',
  scope: 'guild',
  title: 'Create a channel',
  description: 'Create a text, voice, category, announcement, stage, forum or media channel with its initial settings. Needs Manage Channels (and Manage Roles for overwrites).',
  synonyms: ['new channel', 'add channel', 'make channel', 'create category', 'open a room', 'voice room', 'forum', 'set up channel'],
  input,
  output,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/channels' }],
  permissions: ['MANAGE_CHANNELS'],
  idempotent: false,
  openWorld: true,
})
export class ChannelsCreateGuildChannel implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, audit_reason, permission_overwrites, ...fields } = args;
    const created = await platform.request<APIChannel & { name: string; parent_id?: string | null }>({
      method: 'POST',
      route: Routes.guildChannels(guild_id),
      body: { ...fields, ...(permission_overwrites ? { permission_overwrites: permission_overwrites.map(overwriteToWire) } : {}) },
      reason: audit_reason,
    });
    return { id: created.id, name: created.name, type: created.type, parent_id: created.parent_id ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created channel ${out.id} (type ${out.type}).`;
  }
}
