import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake('Announcement channel'),
  message_id: snowflake(),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), crossposted: z.literal(true) });

@tool({
  name: 'messages_crosspost',
  category: 'messages',
  risk: 'write',
  scope: 'channel',
  title: 'Publish an announcement',
  description: "Publish a message in an announcement channel to every channel that follows it. Needs Send Messages, plus Manage Messages for others' messages.",
  synonyms: ['publish', 'announce', 'broadcast', 'syndicate', 'push to followers', 'news', 'publish announcement', 'following servers', 'publish to followers'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/messages/{message_id}/crosspost' }],
  permissions: ['SEND_MESSAGES'],
  channelTypes: { channel_id: CHANNEL_TYPES.announcement },
  idempotent: false,
  openWorld: true,
})
export class MessagesCrosspost implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIMessage>({
      method: 'POST',
      route: Routes.channelMessageCrosspost(args.channel_id, args.message_id),
      reason: args.audit_reason,
    });
    return { message_id: m.id, channel_id: m.channel_id, crossposted: true };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Published message ${out.message_id} from ${out.channel_id} to its followers.`;
  }
}
