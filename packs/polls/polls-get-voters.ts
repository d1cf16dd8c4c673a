import type { RESTGetAPIPollAnswerVotersResult } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake('The poll message'),
  answer_id: z.number().int().min(1).max(10).describe('Poll answer id (1..10), not a snowflake'),
  after: snowflake('Cursor: last user id of the previous page').optional(),
  limit: pageLimit(100, 25),
});
const output = () => z.strictObject({
  voters: z.array(z.strictObject({ id: snowflake(), username: z.string() })),
  count: z.number().int(),
});

@tool({
  name: 'polls_get_voters',
  category: 'polls',
  risk: 'read',
  scope: 'channel',
  title: 'List poll voters',
  description: 'List the users who chose one answer of a poll. Pages by user id with after. Needs Read Message History.',
  synonyms: ['poll results', 'who voted', 'votes', 'ballots', 'tally', 'respondents'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/polls/{message_id}/answers/{answer_id}' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class PollsGetVoters implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const page = await platform.request<RESTGetAPIPollAnswerVotersResult>({
      method: 'GET',
      route: Routes.pollAnswerVoters(args.channel_id, args.message_id, args.answer_id),
      query: { after: args.after, limit: args.limit },
    });
    const voters = page.users.map((u) => ({ id: u.id, username: u.username }));
    return { voters, count: voters.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} voter(s) on this answer${out.count ? '; page on with after=<last id>.' : '.'}`;
  }
}
