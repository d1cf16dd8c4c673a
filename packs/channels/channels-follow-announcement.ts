import type { APIFollowedChannel } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake('Source announcement channel'),
  webhook_channel_id: snowflake('Target channel that receives the posts'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ channel_id: snowflake(), webhook_id: snowflake() });

@tool({
  name: 'channels_follow_announcement',
  category: 'channels',
  risk: 'write',
  scope: 'channel',
  title: 'Follow an announcement channel',
  description: 'Subscribe a target channel to an announcement channel so published posts are copied into it through a follower webhook. Needs Manage Webhooks in the target.',
  synonyms: ['subscribe', 'follow news', 'crosspost feed', 'mirror announcements', 'relay updates'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/followers' }],
  permissions: ['MANAGE_WEBHOOKS'],
  channelTypes: { channel_id: CHANNEL_TYPES.announcement, webhook_channel_id: CHANNEL_TYPES.followTarget },
  idempotent: false,
  openWorld: true,
})
export class ChannelsFollowAnnouncement implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const followed = await platform.request<APIFollowedChannel>({
      method: 'POST',
      route: Routes.channelFollowers(args.channel_id),
      body: { webhook_channel_id: args.webhook_channel_id },
      reason: args.audit_reason,
    });
    return { channel_id: followed.channel_id, webhook_id: followed.webhook_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Now following announcement channel ${out.channel_id} through webhook ${out.webhook_id}.`;
  }
}
