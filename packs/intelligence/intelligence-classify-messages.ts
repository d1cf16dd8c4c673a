import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { makeClassifier } from './analysis/classifier.js';
import { ANALYSIS_METHOD, readRecentMessages } from './read-messages.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  categories: z
    .array(z.string().trim().min(1).max(50))
    .min(2)
    .max(20)
    .refine((labels) => new Set(labels.map((l) => l.toLowerCase())).size === labels.length, 'labels must be distinct')
    .describe('Labels such as "bug report", "feature request", "question"'),
  limit: z.number().int().min(5).max(100).default(25).describe('Recent messages to classify'),
});

const output = () => z.strictObject({
  classifications: z.array(
    z.strictObject({
      message_id: snowflake(),
      author: z.string(),
      category: z.string().nullable().describe('null when no label matched'),
      confidence: z.number().min(0).max(1),
      matched: z.array(z.string()).optional().describe('Cues that decided'),
    }),
  ),
  count: z.number().int(),
  categories: z.array(z.string()),
  channel_id: snowflake(),
  method: z.literal(['local', 'sampling']),
});

@tool({
  name: 'intelligence_classify_messages',
  category: 'intelligence',
  risk: 'read',
  scope: 'channel',
  title: 'Classify channel messages',
  description: 'Label recent channel messages with your categories (e.g. bug, question, feature request) using local keyword and pattern rules, with the cues that matched. Needs Read Message History.',
  synonyms: ['triage', 'tag messages', 'sort feedback', 'categorize', 'label', 'route support'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_read', reason: 'It labels recent messages locally (or through sampling); messages_read returns them as they are.' },
})
export class IntelligenceClassifyMessages implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const messages = await readRecentMessages(platform, args.channel_id, args.limit);
    const classify = makeClassifier(args.categories);
    const classifications = messages.map((m) => {
      const { category, confidence, matched } = classify(m.content);
      return { message_id: m.id, author: m.author_name, category, confidence, ...(matched.length ? { matched } : {}) };
    });
    return { classifications, count: classifications.length, categories: args.categories, channel_id: args.channel_id, method: ANALYSIS_METHOD };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const labelled = out.classifications.filter((c) => c.category !== null).length;
    return `Classified ${out.count} message(s); ${labelled} matched a category.`;
  }
}
