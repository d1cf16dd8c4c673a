import type { APIThreadMember } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Membership fields shared by threads_get_member and threads_list_members. */
export const threadMemberFields = {
  join_timestamp: z.string().nullable(),
  flags: z.number().int().nullable().describe('Notification settings bitfield'),
};

export const threadMemberRow = z.strictObject({ user_id: snowflake().nullable(), ...threadMemberFields });

export function toThreadMemberRow(m: APIThreadMember): z.input<typeof threadMemberRow> {
  return { user_id: m.user_id ?? null, join_timestamp: m.join_timestamp ?? null, flags: m.flags ?? null };
}
