import type { APIStageInstance } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { stageInstanceOutput, stagePrivacyLevel, stageTopic, toStageInstance } from './stage-instance-shape.js';

const input = () => z
  .strictObject({
    channel_id: snowflake('Stage channel'),
    topic: stageTopic.optional(),
    privacy_level: stagePrivacyLevel.optional(),
    audit_reason: auditReason.optional(),
  })
  .refine((v) => v.topic !== undefined || v.privacy_level !== undefined, { message: 'send topic or privacy_level to change', path: ['topic'] });

@tool({
  name: 'stage_instances_modify',
  category: 'stage_instances',
  risk: 'write',
  scope: 'channel',
  title: 'Change the stage topic',
  description: 'Change the topic of a live stage. Needs stage moderator rights (Manage Channels, Mute Members, Move Members).',
  synonyms: ['rename stage', 'update stage topic', 'edit talk title'],
  input,
  output: stageInstanceOutput,
  platform: [{ method: 'PATCH', path: '/stage-instances/{channel_id}' }],
  permissions: ['MANAGE_CHANNELS', 'MUTE_MEMBERS', 'MOVE_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class StageInstancesModify implements ToolHandler<typeof input, typeof stageInstanceOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof stageInstanceOutput>> {
    const { channel_id, audit_reason, ...fields } = args;
    const updated = await platform.request<APIStageInstance>({ method: 'PATCH', route: Routes.stageInstance(channel_id), body: fields, reason: audit_reason });
    return toStageInstance(updated);
  }

  summarize(out: z.output<typeof stageInstanceOutput>): string {
    return `Updated stage ${out.id}.`;
  }
}
