import type { APIGuildScheduledEvent } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { scheduledEventFields, toScheduledEvent } from './scheduled-event-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  event_id: snowflake('Scheduled event id'),
  with_user_count: z.boolean().default(false).describe('Include the RSVP count'),
});
const output = () => z.strictObject({ ...scheduledEventFields, user_count: z.number().int().optional() });

@tool({
  name: 'events_get',
  category: 'events',
  risk: 'read',
  scope: 'guild',
  title: 'Get a scheduled event',
  description: 'Read one scheduled event (time, place, status), optionally with how many people RSVP\'d.',
  synonyms: ['event details', 'when is', 'headcount', 'how many interested', 'event info'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EventsGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const event = await platform.request<APIGuildScheduledEvent>({
      method: 'GET',
      route: Routes.guildScheduledEvent(args.guild_id, args.event_id),
      query: { with_user_count: args.with_user_count || undefined },
    });
    return { ...toScheduledEvent(event), ...(event.user_count !== undefined ? { user_count: event.user_count } : {}) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Event ${out.id} starts ${out.scheduled_start_time}${out.user_count !== undefined ? `; ${out.user_count} RSVP(s)` : ''}.`;
  }
}
