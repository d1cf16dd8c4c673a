import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { keyTopics, links, openQuestions, participants } from './analysis/conversation.js';
import { writeSummary } from './analysis/summary-text.js';
import { ANALYSIS_METHOD, readRecentMessages } from './read-messages.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  limit: z.number().int().min(10).max(100).default(50).describe('Recent messages to read'),
  style: z.literal(['bullet', 'paragraph', 'executive']).default('bullet'),
});

const output = () => z.strictObject({
  summary: z.string(),
  participants: z.array(z.strictObject({ user_id: snowflake(), username: z.string(), messages: z.number().int() })),
  key_topics: z.array(z.string()),
  open_questions: z.array(z.strictObject({ message_id: snowflake(), excerpt: z.string() })),
  links: z.array(z.string()),
  message_count_used: z.number().int(),
  channel_id: snowflake(),
  style: z.string(),
  method: z.literal(['local', 'sampling']),
});

@tool({
  name: 'intelligence_summarize_channel',
  category: 'intelligence',
  risk: 'read',
  scope: 'channel',
  title: 'Summarise a channel',
  description:
    'Summarise recent channel activity locally: who spoke how much, busiest hour, main topics, decisions, unanswered questions, shared links and the key messages. Needs Read Message History.',
  synonyms: ['recap', 'tl;dr', 'digest', 'catch up', 'what did I miss', 'overview', 'highlights'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_read', reason: 'It summarises recent activity locally (or through sampling); messages_read returns the messages.' },
})
export class IntelligenceSummarizeChannel implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const messages = await readRecentMessages(platform, args.channel_id, args.limit);
    const facts = { messages, participants: participants(messages), topics: keyTopics(messages), questions: openQuestions(messages), links: links(messages) };
    return {
      summary: writeSummary(args.style, facts),
      participants: facts.participants,
      key_topics: facts.topics,
      open_questions: facts.questions.map(({ message_id, excerpt }) => ({ message_id, excerpt })),
      links: facts.links,
      message_count_used: messages.length,
      channel_id: args.channel_id,
      style: args.style,
      method: ANALYSIS_METHOD,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Summarised ${out.message_count_used} message(s) from ${out.participants.length} participant(s); ${out.open_questions.length} open question(s).`;
  }
}
