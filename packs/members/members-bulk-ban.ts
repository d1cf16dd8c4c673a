import type { RESTPostAPIGuildBulkBanResult } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { deleteMessageSeconds } from './delete-message-seconds.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  user_ids: z
    .array(snowflake())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'user ids must be unique'),
  delete_message_seconds: deleteMessageSeconds.optional(),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({
  banned_users: z.array(snowflake()),
  failed_users: z.array(snowflake()),
  banned_count: z.number().int(),
  failed_count: z.number().int(),
});

@tool({
  name: 'members_bulk_ban',
  category: 'members',
  risk: 'destructive',
  scope: 'guild',
  title: 'Ban many users at once',
  description: 'Ban up to 200 users in one request, e.g. after a raid, and report which bans succeeded and which failed. Needs Ban Members and Manage Server.',
  synonyms: ['mass ban', 'raid cleanup', 'ban list', 'ban bots', 'purge raiders'],
  input,
  output,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/bulk-ban' }],
  permissions: ['BAN_MEMBERS', 'MANAGE_GUILD'],
  idempotent: false,
  openWorld: true,
})
export class MembersBulkBan implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // No role-hierarchy pre-check (it would read up to 200 members): Discord reports each refused id in failed_users.
    const result = await platform.request<RESTPostAPIGuildBulkBanResult>({
      method: 'POST',
      route: Routes.guildBulkBan(args.guild_id),
      body: { user_ids: args.user_ids, ...(args.delete_message_seconds !== undefined ? { delete_message_seconds: args.delete_message_seconds } : {}) },
      reason: args.audit_reason,
    });
    return {
      banned_users: result.banned_users,
      failed_users: result.failed_users,
      banned_count: result.banned_users.length,
      failed_count: result.failed_users.length,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Banned ${out.banned_count} user(s); ${out.failed_count} could not be banned.`;
  }
}
