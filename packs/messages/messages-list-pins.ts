import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { isoTimestamp, pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { messageBasics, messageRowFields } from '../shared/messages-shapes.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  before: isoTimestamp.optional().describe('Only pins made earlier (pinned_at of the last row)'),
  limit: pageLimit(50, 50),
});
const output = () => z.strictObject({
  pins: z.array(
    z.strictObject({ ...messageRowFields(), pinned_at: z.string() }),
  ),
  count: z.number().int(),
  has_more: z.boolean(),
  channel_id: snowflake(),
});

/** Discord's pins page (`GET /channels/{id}/messages/pins`). */
interface PinsPage {
  items: { pinned_at: string; message: APIMessage }[];
  has_more: boolean;
}

@tool({
  name: 'messages_list_pins',
  category: 'messages',
  risk: 'read',
  scope: 'channel',
  title: 'List pinned messages',
  description: 'List the pinned messages of a channel, newest pin first; when has_more, page on with before=<last pinned_at>. Needs Read Message History.',
  synonyms: ['pins', 'pinned', 'stickies', 'important messages', 'bookmarks'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages/pins' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class MessagesListPins implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const page = await platform.request<PinsPage>({
      method: 'GET',
      route: Routes.channelMessagesPins(args.channel_id),
      query: { before: args.before, limit: args.limit },
    });
    const pins = page.items.map(({ pinned_at, message }) => ({ message_id: message.id, ...messageBasics(message), pinned_at }));
    return { pins, count: pins.length, has_more: page.has_more, channel_id: args.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} pinned message(s) in ${out.channel_id}${out.has_more ? '; more with before=<last pinned_at>' : ''}.`;
  }
}
