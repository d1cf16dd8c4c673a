import type { APIGuildScheduledEvent } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, imageDataUri, isoTimestamp, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { recurrenceRule } from './recurrence-rule.js';
import { ENTITY_TYPE, scheduledEventOutput, toScheduledEvent } from './scheduled-event-shape.js';
import { EVENT_CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  event_id: snowflake('Scheduled event id'),
  name: z.string().min(1).max(100).optional(),
  privacy_level: z.literal(2).optional(),
  scheduled_start_time: isoTimestamp.optional(),
  scheduled_end_time: isoTimestamp.nullable().optional(),
  entity_type: ENTITY_TYPE.optional(),
  channel_id: snowflake('null when switching to entity_type 3').nullable().optional(),
  entity_metadata: z.strictObject({ location: z.string().min(1).max(100).optional() }).optional(),
  description: z.string().max(1000).nullable().optional(),
  image: imageDataUri.nullable().optional(),
  recurrence_rule: recurrenceRule.nullable().optional(),
  status: z
    .literal([1, 2, 3, 4])
    .optional()
    .describe('2 start, 3 end, 4 cancel; moves allowed: 1->2, 1->4, 2->3'),
  audit_reason: auditReason.optional(),
}).superRefine((v, ctx) => {
  // Discord's external-event body requires the place: an empty entity_metadata with entity_type 3 is refused.
  if (v.entity_type === 3 && v.entity_metadata && v.entity_metadata.location === undefined) {
    ctx.addIssue({ code: 'custom', path: ['entity_metadata', 'location'], message: 'entity_metadata.location is required with entity_type 3 (where the event happens)' });
  }
});

@tool({
  name: 'events_modify',
  category: 'events',
  risk: 'write',
  scope: 'guild',
  title: 'Update a scheduled event',
  description: 'Change an event\'s time, place, name or description, or start, end or cancel it (status). Send only the fields to change. Needs Manage Events.',
  synonyms: ['reschedule', 'move', 'postpone', 'cancel event', 'start event', 'end event', 'rename event', 'edit event'],
  input,
  output: scheduledEventOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}' }],
  permissions: ['MANAGE_EVENTS'],
  channelTypes: { channel_id: EVENT_CHANNEL_TYPES },
  idempotent: true,
  openWorld: true,
})
export class EventsModify implements ToolHandler<typeof input, typeof scheduledEventOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, event_id, audit_reason, ...fields } = args;
    const updated = await platform.request<APIGuildScheduledEvent>({
      method: 'PATCH',
      route: Routes.guildScheduledEvent(guild_id, event_id),
      body: fields,
      reason: audit_reason,
    });
    return toScheduledEvent(updated);
  }

  summarize(out: z.output<typeof scheduledEventOutput>): string {
    return `Updated event ${out.id} (status ${out.status}).`;
  }
}
