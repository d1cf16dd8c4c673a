import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake('Stage channel'), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), channel_id: snowflake() });

@tool({
  name: 'stage_instances_delete',
  category: 'stage_instances',
  risk: 'destructive',
  scope: 'channel',
  title: 'End the stage',
  description: 'End the live stage in a channel for everyone listening. Needs stage moderator rights (Manage Channels, Mute Members, Move Members).',
  synonyms: ['end stage', 'stop talk', 'close stage', 'go offline', 'end broadcast'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/stage-instances/{channel_id}' }],
  permissions: ['MANAGE_CHANNELS', 'MUTE_MEMBERS', 'MOVE_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class StageInstancesDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.stageInstance(args.channel_id), reason: args.audit_reason });
    return { deleted: true, channel_id: args.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Ended the stage in channel ${out.channel_id}.`;
  }
}
