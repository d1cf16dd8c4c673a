import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { messageContent } from '../shared/messages-shapes.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake('A message the bot sent'),
  content: messageContent,
});
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), edited_timestamp: z.string() });

@tool({
  name: 'messages_edit',
  category: 'messages',
  risk: 'write',
  scope: 'channel',
  title: 'Edit a bot message',
  description: "Replace the text of a message the bot sent earlier. Other authors' messages cannot be edited.",
  synonyms: ['update message', 'change text', 'correct', 'fix typo', 'rewrite', 'amend'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/channels/{channel_id}/messages/{message_id}' }],
  permissions: [],
  idempotent: false,
  openWorld: true,
})
export class MessagesEdit implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIMessage>({
      method: 'PATCH',
      route: Routes.channelMessage(args.channel_id, args.message_id),
      body: { content: args.content },
    });
    return { message_id: m.id, channel_id: m.channel_id, edited_timestamp: m.edited_timestamp ?? new Date().toISOString() };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Edited message ${out.message_id} at ${out.edited_timestamp}.`;
  }
}
