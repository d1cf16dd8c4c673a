import * as z from 'zod';

/** The part after discord.gg/; letters, digits and dashes only, so it is safe in a path. */
export const inviteCode = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'must be an invite code (letters, digits, dashes), not a URL')
  .describe('Invite code, the part after discord.gg/');

/** The fields of Discord's invite object (with metadata where the route returns it) these tools read. */
export interface InviteRead {
  code: string;
  guild?: { id: string } | null;
  channel?: { id: string } | null;
  inviter?: { id: string; username: string; global_name?: string | null } | null;
  expires_at?: string | null;
  approximate_member_count?: number;
  approximate_presence_count?: number;
  uses?: number;
  max_uses?: number;
  max_age?: number;
  temporary?: boolean;
  created_at?: string;
}

/** Display name of the inviter: the global name when set, else the username. */
export const inviterName = (inv: InviteRead) => inv.inviter?.global_name ?? inv.inviter?.username;
