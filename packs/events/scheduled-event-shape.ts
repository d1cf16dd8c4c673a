import type { APIGuildScheduledEvent } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** The scheduled-event fields every events tool returns. */
export const scheduledEventFields = {
  id: snowflake(),
  guild_id: snowflake(),
  name: z.string(),
  description: z.string().nullable().optional(),
  scheduled_start_time: z.string(),
  scheduled_end_time: z.string().nullable(),
  status: z.number().int().describe('1 scheduled, 2 active, 3 completed, 4 canceled'),
  entity_type: z.number().int().describe('1 stage, 2 voice, 3 external'),
  channel_id: snowflake().nullable(),
  creator_id: snowflake().nullable().optional(),
};

export const scheduledEventOutput = z.strictObject(scheduledEventFields);
export type ScheduledEventOutput = z.input<typeof scheduledEventOutput>;

export function toScheduledEvent(e: APIGuildScheduledEvent): ScheduledEventOutput {
  return {
    id: e.id,
    guild_id: e.guild_id,
    name: e.name,
    description: e.description ?? null,
    scheduled_start_time: e.scheduled_start_time,
    scheduled_end_time: e.scheduled_end_time,
    status: e.status,
    entity_type: e.entity_type,
    channel_id: e.channel_id,
    creator_id: e.creator_id ?? null,
  };
}

/** Where an event happens, in words. */
export const ENTITY_TYPE = z.literal([1, 2, 3]).describe('1 stage, 2 voice, 3 external');
