import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { draftReply } from './analysis/drafting.js';
import { excerpt } from './analysis/text.js';
import { ANALYSIS_METHOD, readRecentMessages } from './read-messages.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  context_message_count: z.number().int().min(1).max(50).default(10),
  intent: z.string().trim().min(5).max(500).describe('What the reply should achieve'),
  tone: z.literal(['friendly', 'formal', 'concise', 'detailed']).default('friendly'),
});

const output = () => z.strictObject({
  draft: z.string(),
  intent: z.string(),
  tone: z.string(),
  context: z.array(z.strictObject({ id: snowflake(), author: z.string(), excerpt: z.string() })),
  channel_id: snowflake(),
  method: z.literal(['local', 'sampling']),
});

@tool({
  name: 'intelligence_draft_response',
  category: 'intelligence',
  risk: 'read',
  scope: 'channel',
  title: 'Draft a reply',
  description:
    'Draft (never post) a reply for a channel from its recent messages: addresses whoever has open questions, names the topics and states your intent in the chosen tone. Send it with messages_send after review. Needs Read Message History.',
  synonyms: ['compose reply', 'suggest answer', 'write response', 'respond', 'answer template', 'ghostwrite'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: false,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_read', reason: 'It drafts a reply from recent messages and never posts; messages_read returns them as they are.' },
})
export class IntelligenceDraftResponse implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const messages = await readRecentMessages(platform, args.channel_id, args.context_message_count);
    return {
      draft: draftReply(messages, args.intent, args.tone),
      intent: args.intent,
      tone: args.tone,
      context: messages.map((m) => ({ id: m.id, author: m.author_name, excerpt: excerpt(m.content, 200) })),
      channel_id: args.channel_id,
      method: ANALYSIS_METHOD,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Drafted a ${out.tone} reply from ${out.context.length} message(s); it has not been posted.`;
  }
}
