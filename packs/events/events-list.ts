import type { APIGuildScheduledEvent } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { scheduledEventOutput, toScheduledEvent } from './scheduled-event-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({ events: z.array(scheduledEventOutput), count: z.number().int() });

@tool({
  name: 'events_list',
  category: 'events',
  risk: 'read',
  scope: 'guild',
  title: 'List scheduled events',
  description: 'List a guild\'s scheduled events to see what is coming up or running now.',
  synonyms: ['calendar', 'upcoming', 'agenda', 'schedule', 'meetups', 'happenings', 'what is planned', 'coming up', 'upcoming events'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/scheduled-events' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EventsList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const events = await platform.request<APIGuildScheduledEvent[]>({ method: 'GET', route: Routes.guildScheduledEvents(args.guild_id) });
    return { events: events.map(toScheduledEvent), count: events.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} scheduled event(s).`;
  }
}
