import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { messageBasics } from '../shared/messages-shapes.js';

const input = () => z.strictObject({ channel_id: snowflake(), message_id: snowflake() });
const output = () => z.strictObject({
  message_id: snowflake(),
  author_id: snowflake(),
  author_name: z.string(),
  content: z.string(),
  timestamp: z.string(),
  channel_id: snowflake(),
  edited: z.boolean(),
  pinned: z.boolean(),
});

@tool({
  name: 'messages_get',
  category: 'messages',
  risk: 'read',
  scope: 'channel',
  title: 'Get a message',
  description: 'Fetch one message by id with its author, text and edit/pin state. Needs Read Message History; text needs the Message Content intent.',
  synonyms: ['fetch message', 'look up message', 'message details', 'quote', 'show message'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages/{message_id}' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class MessagesGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIMessage>({ method: 'GET', route: Routes.channelMessage(args.channel_id, args.message_id) });
    return { message_id: m.id, ...messageBasics(m), channel_id: m.channel_id, edited: m.edited_timestamp !== null, pinned: m.pinned };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Message ${out.message_id} by ${out.author_id} at ${out.timestamp}${out.pinned ? ' (pinned)' : ''}.`;
  }
}
