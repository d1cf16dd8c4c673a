import type { RESTGetAPIAuditLogResult } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes, AuditLogEvent } from '../../core/index.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  limit: pageLimit(100, 50),
  // Only Discord's audit log event numbers: it refuses others with a 400.
  action_type: z.enum(AuditLogEvent).optional().describe('Audit log event type, e.g. 20 kick, 22 ban, 72 message delete'),
  user_id: snowflake('Only actions taken by this user').optional(),
});

const output = () => z.strictObject({
  entries: z.array(
    z.strictObject({
      id: snowflake(),
      target_id: z.string().nullable(),
      user_id: snowflake().nullable(),
      action_type: z.number().int(),
      reason: z.string().optional(),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'audit_log_get',
  category: 'audit_log',
  risk: 'read',
  scope: 'guild',
  title: 'Read the audit log',
  description: 'Review recent moderator and admin actions in a guild, newest first, optionally filtered by who acted or the action type, to find who changed what. Needs View Audit Log.',
  synonyms: ['who did this', 'mod log', 'moderation history', 'who banned', 'who deleted', 'action history', 'admin log', 'investigate'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/audit-logs' }],
  permissions: ['VIEW_AUDIT_LOG'],
  idempotent: true,
  openWorld: true,
})
export class AuditLogGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const log = await platform.request<RESTGetAPIAuditLogResult>({
      method: 'GET',
      route: Routes.guildAuditLog(args.guild_id),
      query: { limit: args.limit, action_type: args.action_type, user_id: args.user_id },
    });
    const entries = log.audit_log_entries.map((e) => ({
      id: e.id,
      target_id: e.target_id ?? null,
      user_id: e.user_id ?? null,
      action_type: e.action_type,
      ...(e.reason !== undefined ? { reason: e.reason } : {}),
    }));
    return { entries, count: entries.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} audit log entr${out.count === 1 ? 'y' : 'ies'}.`;
  }
}
