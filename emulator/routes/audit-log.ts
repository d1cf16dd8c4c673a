import type { RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiUser } from '../serialize.js';
import { cmp } from './users.js';

/**
 * A guild's audit log, newest first. Filters by actor, target and action type; `before`/`after` page by entry id
 * (with `after`, the `limit` entries just above it).
 */
export const auditLogRoutes: RouteModule = (r) => {
  r.get('/guilds/{guild_id}/audit-logs', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.VIEW_AUDIT_LOG);
    const limit = Number(query.get('limit') ?? 50);
    const userId = query.get('user_id');
    const targetId = query.get('target_id');
    const actionType = query.get('action_type');
    const before = query.get('before');
    const after = query.get('after');
    let entries = [...(state.auditLogs.get(guild.id) ?? [])]
      .filter((e) => (!userId || e.user_id === userId) && (!targetId || e.target_id === targetId) && (!actionType || e.action_type === Number(actionType)))
      .filter((e) => (!before || cmp(e.id, before) < 0) && (!after || cmp(e.id, after) > 0))
      .sort((a, b) => cmp(b.id, a.id));
    entries = after && !before ? entries.slice(-limit) : entries.slice(0, limit);
    const userIds = new Set(entries.flatMap((e) => (e.user_id ? [e.user_id] : [])));
    return {
      body: {
        audit_log_entries: entries.map((e) => structuredClone(e)),
        users: [...userIds].filter((id) => state.users.has(id)).map((id) => apiUser(state.user(id))),
        integrations: [],
        webhooks: [],
        guild_scheduled_events: [],
        threads: [],
        application_commands: [],
        auto_moderation_rules: [],
      },
    };
  });
};
