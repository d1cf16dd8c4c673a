import type { APIGuildScheduledEvent } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, imageDataUri, isoTimestamp, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { recurrenceRule } from './recurrence-rule.js';
import { ENTITY_TYPE, scheduledEventOutput, toScheduledEvent } from './scheduled-event-shape.js';
import { EVENT_CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    name: z.string().min(1).max(100),
    privacy_level: z.literal(2).default(2).describe('2 guild only'),
    scheduled_start_time: isoTimestamp.refine((t) => Date.parse(t) > Date.now(), 'must be in the future'),
    entity_type: ENTITY_TYPE,
    channel_id: snowflake('Stage or voice channel; for entity_type 1 or 2').optional(),
    entity_metadata: z.strictObject({ location: z.string().min(1).max(100) }).optional().describe('For entity_type 3'),
    scheduled_end_time: isoTimestamp.optional().describe('Required for entity_type 3'),
    description: z.string().max(1000).optional(),
    image: imageDataUri.nullable().optional().describe('Cover image'),
    recurrence_rule: recurrenceRule.optional(),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.entity_type === 3) {
      if (!v.entity_metadata) ctx.addIssue({ code: 'custom', path: ['entity_metadata'], message: 'entity_metadata.location is required for entity_type 3' });
      if (!v.scheduled_end_time) ctx.addIssue({ code: 'custom', path: ['scheduled_end_time'], message: 'scheduled_end_time is required for entity_type 3' });
      if (v.channel_id) ctx.addIssue({ code: 'custom', path: ['channel_id'], message: 'external events (entity_type 3) take no channel_id' });
    } else if (!v.channel_id) {
      ctx.addIssue({ code: 'custom', path: ['channel_id'], message: 'channel_id is required for entity_type 1 (stage) and 2 (voice)' });
    }
    if (v.scheduled_end_time && Date.parse(v.scheduled_end_time) <= Date.parse(v.scheduled_start_time)) {
      ctx.addIssue({ code: 'custom', path: ['scheduled_end_time'], message: 'must be after scheduled_start_time' });
    }
  });

@tool({
  name: 'events_create',
  category: 'events',
  risk: 'write',
  scope: 'guild',
  title: 'Create a scheduled event',
  description: 'Put a new event on the guild calendar (in a stage or voice channel, or at an outside location) so members can RSVP. Needs Create Events.',
  synonyms: ['schedule', 'plan', 'organize', 'host', 'meetup', 'session', 'announce event', 'set up', 'calendar entry'],
  input,
  output: scheduledEventOutput,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/scheduled-events' }],
  permissions: ['CREATE_EVENTS'],
  channelTypes: { channel_id: EVENT_CHANNEL_TYPES },
  idempotent: false,
  openWorld: true,
})
export class EventsCreate implements ToolHandler<typeof input, typeof scheduledEventOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, audit_reason, ...fields } = args;
    const created = await platform.request<APIGuildScheduledEvent>({
      method: 'POST',
      route: Routes.guildScheduledEvents(guild_id),
      body: fields,
      reason: audit_reason,
    });
    return toScheduledEvent(created);
  }

  summarize(out: z.output<typeof scheduledEventOutput>): string {
    return `Created event ${out.id} starting ${out.scheduled_start_time}.`;
  }
}
