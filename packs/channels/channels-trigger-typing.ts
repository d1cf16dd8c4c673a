import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake() });
const output = () => z.strictObject({ ok: z.literal(true), channel_id: snowflake() });

@tool({
  name: 'channels_trigger_typing',
  category: 'channels',
  risk: 'write',
  scope: 'channel',
  title: 'Show typing indicator',
  description: 'Show "bot is typing" in a channel for about ten seconds before a slow reply. Needs Send Messages.',
  synonyms: ['typing', 'is typing', 'typing indicator', 'busy indicator'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/typing' }],
  permissions: ['SEND_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsTriggerTyping implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'POST', route: Routes.channelTyping(args.channel_id) });
    return { ok: true, channel_id: args.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Typing indicator shown in channel ${out.channel_id}.`;
  }
}
