import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';
import { autoArchiveDuration, defaultReactionEmoji, forumTag, overwriteInput, overwriteToWire, slowmodeSeconds } from '../shared/channels-overwrites.js';

const input = () => z
  .strictObject({
    channel_id: snowflake(),
    name: z.string().min(1).max(100).optional(),
    type: z.literal([0, 5]).optional().describe('Converts text (0) <-> announcement (5) only'),
    position: z.number().int().min(0).optional(),
    topic: z.string().max(1024).nullable().optional(),
    nsfw: z.boolean().optional(),
    rate_limit_per_user: slowmodeSeconds.optional().describe('Slowmode seconds'),
    bitrate: z.number().int().min(8000).optional(),
    user_limit: z.number().int().min(0).max(99).optional(),
    permission_overwrites: z.array(overwriteInput).max(100).optional().describe('Replaces all overwrites; also needs Manage Roles'),
    parent_id: snowflake('Category; null detaches').nullable().optional(),
    rtc_region: z.string().min(1).nullable().optional().describe('null = automatic'),
    video_quality_mode: z.literal([1, 2]).optional(),
    default_auto_archive_duration: autoArchiveDuration.optional(),
    flags: z.number().int().min(0).optional().describe('Channel flags bitfield'),
    available_tags: z.array(forumTag.extend({ id: snowflake().optional() })).max(20).optional(),
    default_reaction_emoji: defaultReactionEmoji.nullable().optional(),
    default_thread_rate_limit_per_user: slowmodeSeconds.optional(),
    default_sort_order: z.literal([0, 1]).nullable().optional(),
    default_forum_layout: z.literal([0, 1, 2]).optional(),
    archived: z.boolean().optional().describe('Thread only'),
    locked: z.boolean().optional().describe('Thread only: only Manage Threads can reply or reopen'),
    invitable: z.boolean().optional().describe('Private thread only'),
    auto_archive_duration: autoArchiveDuration.optional().describe('Thread only, minutes'),
    applied_tags: z.array(snowflake()).max(5).optional().describe('Forum post only: tag ids'),
    audit_reason: auditReason.optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'channel_id' && k !== 'audit_reason'), 'give at least one setting to change');

/** Fields Discord accepts only on threads (UpdateThreadRequestPartial); the host refuses them for other channels. */
const THREAD_FIELDS = ['archived', 'locked', 'invitable', 'auto_archive_duration', 'applied_tags'] as const;

const output = () => z.strictObject({
  id: snowflake(),
  name: z.string().nullable(),
  type: z.number().int(),
  parent_id: snowflake().nullable(),
  changed: z.array(z.string()).describe('Settings sent, by name'),
  archived: z.boolean().optional(),
  locked: z.boolean().optional(),
});

@tool({
  name: 'channels_modify',
  category: 'channels',
  risk: 'write',
  scope: 'channel',
  title: 'Update a channel',
  description: "Change a channel's name, topic, slowmode, category, position, voice options or forum tags, or archive, lock or retag a thread. Send only the fields to change. Needs Manage Channels (Manage Threads for threads).",
  synonyms: ['rename channel', 'edit channel', 'slowmode', 'set topic', 'move channel', 'nsfw', 'age restrict', 'change category', 'close thread', 'reopen thread', 'freeze thread'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/channels/{channel_id}' }],
  permissions: ['MANAGE_CHANNELS'],
  channelTypes: { channel_id: { whenAny: THREAD_FIELDS, types: CHANNEL_TYPES.threads } },
  idempotent: true,
  openWorld: true,
})
export class ChannelsModify implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { channel_id, audit_reason, permission_overwrites, ...fields } = args;
    const updated = await platform.request<{ id: string; name?: string | null; type: number; parent_id?: string | null; thread_metadata?: { archived: boolean; locked?: boolean } }>({
      method: 'PATCH',
      route: Routes.channel(channel_id),
      body: { ...fields, ...(permission_overwrites ? { permission_overwrites: permission_overwrites.map(overwriteToWire) } : {}) },
      reason: audit_reason,
    });
    const meta = updated.thread_metadata;
    return {
      id: updated.id,
      name: updated.name ?? null,
      type: updated.type,
      parent_id: updated.parent_id ?? null,
      changed: [...Object.keys(fields), ...(permission_overwrites ? ['permission_overwrites'] : [])].sort(),
      ...(meta ? { archived: meta.archived, locked: meta.locked ?? false } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const state = out.archived === undefined ? '' : ` Thread is now ${out.archived ? 'archived' : 'open'}${out.locked ? ' and locked' : ''}.`;
    return `Updated ${out.archived === undefined ? 'channel' : 'thread'} ${out.id}: ${out.changed.join(', ')}.${state}`;
  }
}
