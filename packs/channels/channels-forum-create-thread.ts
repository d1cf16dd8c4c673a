import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { autoArchiveDuration, slowmodeSeconds } from '../shared/channels-overwrites.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const starterMessage = z
  .strictObject({
    content: z.string().max(2000).optional(),
    embeds: z.array(z.record(z.string(), z.unknown())).max(10).optional(),
    components: z.array(z.record(z.string(), z.unknown())).optional(),
    attachments: z.array(z.record(z.string(), z.unknown())).optional(),
    flags: z.number().int().min(0).optional(),
  })
  .refine((m) => Boolean(m.content) || Boolean(m.embeds?.length) || Boolean(m.components?.length), 'give at least one of content, embeds, components');

const input = () => z.strictObject({
  channel_id: snowflake('Parent forum or media channel'),
  name: z.string().min(1).max(100),
  auto_archive_duration: autoArchiveDuration.optional(),
  rate_limit_per_user: slowmodeSeconds.optional(),
  applied_tags: z.array(snowflake()).max(5).optional().describe('Forum tag ids'),
  message: starterMessage.describe('The starter message'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ thread_id: snowflake(), parent_id: snowflake().nullable(), message_id: snowflake().nullable() });

@tool({
  name: 'channels_forum_create_thread',
  category: 'channels',
  risk: 'write',
  scope: 'channel',
  title: 'Create a forum post',
  description: 'Open a new post (a thread with its starter message) in a forum or media channel. Needs Send Messages.',
  synonyms: ['forum post', 'new post', 'new topic', 'start discussion', 'open thread', 'ask question', 'new forum post', 'post in the forum'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/threads' }],
  permissions: ['SEND_MESSAGES'],
  channelTypes: { channel_id: CHANNEL_TYPES.posts },
  idempotent: false,
  openWorld: true,
})
export class ChannelsForumCreateThread implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { channel_id, audit_reason, message, ...fields } = args;
    const thread = await platform.request<{ id: string; parent_id?: string | null; message?: { id: string } }>({
      method: 'POST',
      route: Routes.threads(channel_id),
      // The starter message is message-creating: no pings unless asked (never, here).
      body: { ...fields, message: { ...message, allowed_mentions: { parse: [] } } },
      reason: audit_reason,
    });
    return { thread_id: thread.id, parent_id: thread.parent_id ?? null, message_id: thread.message?.id ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created post ${out.thread_id} in channel ${out.parent_id ?? 'unknown'}.`;
  }
}
