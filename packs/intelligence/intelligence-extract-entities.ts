import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { entityContext, extractEntities, type EntityType } from './analysis/entities.js';
import { ANALYSIS_METHOD, readRecentMessages } from './read-messages.js';

const REQUESTABLE = ['user_mention', 'channel_ref', 'date', 'decision', 'action_item', 'url', 'code_snippet'] as const;

/** What each requested kind yields in the output. */
const YIELDS: Readonly<Record<(typeof REQUESTABLE)[number], readonly EntityType[]>> = {
  user_mention: ['user', 'role'],
  channel_ref: ['channel'],
  date: ['date', 'time'],
  decision: ['decision'],
  action_item: ['action_item'],
  url: ['link', 'invite'],
  code_snippet: ['code'],
};

const input = () => z.strictObject({
  channel_id: snowflake(),
  limit: z.number().int().min(5).max(100).default(50).describe('Recent messages to read'),
  entity_types: z
    .array(z.literal(REQUESTABLE))
    .min(1)
    .default(['decision', 'action_item']),
});

const output = () => z.strictObject({
  entities: z.array(
    z.strictObject({
      type: z.literal(['user', 'role', 'channel', 'link', 'date', 'time', 'code', 'action_item', 'emoji', 'invite', 'decision']),
      value: z.string().describe('Id for mentions; the text otherwise'),
      source_message_id: snowflake(),
      context: z.string(),
    }),
  ),
  count: z.number().int(),
  entity_types: z.array(z.string()),
  channel_id: snowflake(),
  method: z.literal(['local', 'sampling']),
});

@tool({
  name: 'intelligence_extract_entities',
  category: 'intelligence',
  risk: 'read',
  scope: 'channel',
  title: 'Extract entities from a channel',
  description:
    'Pull decisions, action items ("TODO", "@x will ..."), mentions, channel references, dates and times, links, invites and code out of recent channel messages with local parsers, each tied to its source message. Needs Read Message History.',
  synonyms: ['action items', 'todos', 'decisions', 'meeting notes', 'deadlines', 'follow-ups', 'who was mentioned'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_read', reason: 'It parses mentions, links, dates and action items out of recent messages; messages_read returns them as they are.' },
})
export class IntelligenceExtractEntities implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const messages = await readRecentMessages(platform, args.channel_id, args.limit);
    const wanted = new Set(args.entity_types.flatMap((t) => YIELDS[t]));
    const entities = messages.flatMap((m) =>
      extractEntities(m.content, wanted).map((e) => ({ type: e.type, value: e.value, source_message_id: m.id, context: entityContext(m.content, e) })),
    );
    return { entities, count: entities.length, entity_types: [...new Set(args.entity_types)], channel_id: args.channel_id, method: ANALYSIS_METHOD };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Found ${out.count} entit${out.count === 1 ? 'y' : 'ies'} (${out.entity_types.join(', ')}).`;
  }
}
