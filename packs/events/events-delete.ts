import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  event_id: snowflake('Scheduled event id'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ deleted: z.literal(true), event_id: snowflake() });

@tool({
  name: 'events_delete',
  category: 'events',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a scheduled event',
  description: 'Delete an event outright, discarding its RSVP list. Prefer events_modify with status 4 to cancel visibly. Needs Manage Events.',
  synonyms: ['remove event', 'erase event', 'drop event', 'get rid of event', 'remove the event entirely', 'delete event and rsvps'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}' }],
  permissions: ['MANAGE_EVENTS'],
  idempotent: true,
  openWorld: true,
})
export class EventsDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.guildScheduledEvent(args.guild_id, args.event_id), reason: args.audit_reason });
    return { deleted: true, event_id: args.event_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted event ${out.event_id}.`;
  }
}
