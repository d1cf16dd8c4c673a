import type { APIStageInstance } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { stageInstanceOutput, toStageInstance } from './stage-instance-shape.js';

const input = () => z.strictObject({ channel_id: snowflake('Stage channel') });

@tool({
  name: 'stage_instances_get',
  category: 'stage_instances',
  risk: 'read',
  scope: 'channel',
  title: 'Get the live stage',
  description: 'Check whether a stage channel is live and read its topic (404 when nothing is live).',
  synonyms: ['is stage live', 'stage topic', 'current talk', 'live now'],
  input,
  output: stageInstanceOutput,
  platform: [{ method: 'GET', path: '/stage-instances/{channel_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class StageInstancesGet implements ToolHandler<typeof input, typeof stageInstanceOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof stageInstanceOutput>> {
    return toStageInstance(await platform.request<APIStageInstance>({ method: 'GET', route: Routes.stageInstance(args.channel_id) }));
  }

  summarize(out: z.output<typeof stageInstanceOutput>): string {
    return `Stage ${out.id} is live in channel ${out.channel_id}.`;
  }
}
