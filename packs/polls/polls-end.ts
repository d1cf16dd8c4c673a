import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake('A poll message the bot posted'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ ended: z.literal(true), channel_id: snowflake(), message_id: snowflake() });

@tool({
  name: 'polls_end',
  category: 'polls',
  risk: 'write',
  scope: 'channel',
  title: 'End a poll early',
  description: 'Close a poll the bot posted before its deadline so the results are final. A closed poll cannot be reopened.',
  synonyms: ['close poll', 'stop voting', 'finish poll', 'expire poll', 'lock poll', 'final results'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/polls/{message_id}/expire' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class PollsEnd implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'POST', route: Routes.expirePoll(args.channel_id, args.message_id), reason: args.audit_reason });
    return { ended: true, channel_id: args.channel_id, message_id: args.message_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Ended the poll on message ${out.message_id}.`;
  }
}
