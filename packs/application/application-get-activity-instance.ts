import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  application_id: snowflake("The bot's own application id"),
  instance_id: z.string().min(1).max(64).describe('Opaque id from the activity launch (not a snowflake)'),
});
const output = () => z.strictObject({
  application_id: snowflake(),
  instance_id: z.string(),
  launch_id: z.string().optional(),
  location: z
    .strictObject({ id: z.string(), kind: z.string().describe('gc guild channel, pc private channel'), channel_id: snowflake(), guild_id: snowflake().nullable().optional() })
    .optional(),
  users: z.array(snowflake()).optional(),
});

interface ActivityInstance {
  application_id: string;
  instance_id: string;
  launch_id?: string;
  location?: { id: string; kind: string; channel_id: string; guild_id?: string | null };
  users?: string[];
}

@tool({
  name: 'application_get_activity_instance',
  category: 'application',
  risk: 'read',
  scope: 'application',
  title: 'Get an activity instance',
  description: 'Look up a running Activity (Embedded App) session to see which channel it runs in and which users are in it.',
  synonyms: ['embedded app session', 'activity session', 'who is in the activity', 'game session'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/activity-instances/{instance_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ApplicationGetActivityInstance implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const found = await platform.request<ActivityInstance>({ method: 'GET', route: Routes.applicationActivityInstance(args.application_id, args.instance_id) });
    return {
      application_id: found.application_id,
      instance_id: found.instance_id,
      ...(found.launch_id !== undefined ? { launch_id: found.launch_id } : {}),
      ...(found.location
        ? {
            location: {
              id: found.location.id,
              kind: found.location.kind,
              channel_id: found.location.channel_id,
              ...(found.location.guild_id !== undefined ? { guild_id: found.location.guild_id } : {}),
            },
          }
        : {}),
      ...(found.users ? { users: found.users } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Activity instance with ${out.users?.length ?? 0} user(s)${out.location ? ` in channel ${out.location.channel_id}` : ''}.`;
  }
}
