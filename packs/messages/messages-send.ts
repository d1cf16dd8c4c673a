import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { allowedMentions, jumpUrl, messageContent, NO_PINGS } from '../shared/messages-shapes.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake('Channel or thread'),
  content: messageContent,
  tts: z.boolean().default(false).describe('Text-to-speech'),
  allowed_mentions: allowedMentions.optional(),
});
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), jump_url: z.string(), timestamp: z.string() });

@tool({
  name: 'messages_send',
  category: 'messages',
  risk: 'write',
  scope: 'channel',
  title: 'Send a message',
  description: 'Post a plain-text message to a channel or thread. Mentions do not ping unless allowed_mentions allows them. Needs Send Messages.',
  synonyms: ['post', 'say', 'announce', 'write', 'reply', 'chat', 'broadcast', 'notify channel'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES'],
  channelTypes: { channel_id: CHANNEL_TYPES.messages },
  idempotent: false,
  openWorld: true,
})
export class MessagesSend implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform, channelGuild }: ToolContext): Promise<ToolReturn<typeof output>> {
    const sent = await platform.request<APIMessage>({
      method: 'POST',
      route: Routes.channelMessages(args.channel_id),
      body: { content: args.content, tts: args.tts, allowed_mentions: args.allowed_mentions ?? NO_PINGS },
    });
    // REST messages carry no guild_id; the channel's guild comes from the policy's cached lookup.
    const guildId = await channelGuild(sent.channel_id).catch(() => null);
    return { message_id: sent.id, channel_id: sent.channel_id, jump_url: jumpUrl(guildId, sent.channel_id, sent.id), timestamp: sent.timestamp };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Sent message ${out.message_id} in channel ${out.channel_id}: ${out.jump_url}`;
  }
}
