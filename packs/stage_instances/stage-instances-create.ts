import type { APIStageInstance } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { stageInstanceOutput, stagePrivacyLevel, stageTopic, toStageInstance } from './stage-instance-shape.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake('Stage channel'),
  topic: stageTopic,
  privacy_level: stagePrivacyLevel.default(2),
  send_start_notification: z.boolean().default(false).describe('Ping @everyone; needs Mention Everyone'),
  guild_scheduled_event_id: snowflake('Scheduled event this stage belongs to').optional(),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'stage_instances_create',
  category: 'stage_instances',
  risk: 'write',
  scope: 'channel',
  title: 'Start a stage',
  description: 'Go live in a stage channel with a topic, optionally notifying members or tying it to a scheduled event. Needs stage moderator rights (Manage Channels, Mute Members, Move Members).',
  synonyms: ['go live', 'open stage', 'start talk', 'begin broadcast', 'host stage', 'town hall', 'AMA'],
  input,
  output: stageInstanceOutput,
  platform: [{ method: 'POST', path: '/stage-instances' }],
  permissions: ['MANAGE_CHANNELS', 'MUTE_MEMBERS', 'MOVE_MEMBERS'],
  channelTypes: { channel_id: CHANNEL_TYPES.stage },
  idempotent: false,
  openWorld: true,
})
export class StageInstancesCreate implements ToolHandler<typeof input, typeof stageInstanceOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof stageInstanceOutput>> {
    const { audit_reason, ...fields } = args;
    const created = await platform.request<APIStageInstance>({ method: 'POST', route: Routes.stageInstances(), body: fields, reason: audit_reason });
    return toStageInstance(created);
  }

  summarize(out: z.output<typeof stageInstanceOutput>): string {
    return `Stage ${out.id} is live in channel ${out.channel_id}.`;
  }
}
