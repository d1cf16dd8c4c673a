import type { APIGuildMember, APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Who a member is, as every members tool names them. */
export const memberIdentityFields = {
  user_id: snowflake(),
  username: z.string(),
  global_name: z.string().nullable(),
  nick: z.string().nullable(),
};

/** Identity plus the guild-side facts most tools need. */
export const memberFields = {
  ...memberIdentityFields,
  roles: z.array(snowflake()),
  joined_at: z.string().nullable(),
};

export const memberOutput = z.strictObject(memberFields);

/** A member object with its user, which Discord always includes on the member routes. */
export type MemberWithUser = APIGuildMember & { user: APIUser };

export function toMemberIdentity(m: MemberWithUser): z.input<z.ZodObject<typeof memberIdentityFields>> {
  return { user_id: m.user.id, username: m.user.username, global_name: m.user.global_name ?? null, nick: m.nick ?? null };
}

export function toMember(m: MemberWithUser): z.input<typeof memberOutput> {
  return { ...toMemberIdentity(m), roles: m.roles, joined_at: m.joined_at ?? null };
}

/** A ban as the ban tools return it; the reason is whatever the banning moderator wrote. */
export const banOutput = z.strictObject({ user_id: snowflake(), username: z.string(), reason: z.string().nullable() });

export function toBan(b: { user: APIUser; reason: string | null }): z.input<typeof banOutput> {
  return { user_id: b.user.id, username: b.user.username, reason: b.reason };
}
