import { fieldError, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { AutomodRuleRecord } from '../state/moderation-records.js';
import type { GuildRecord } from '../state/records.js';

const MEMBER_PROFILE = 6;
/** Discord's audit log event types for AutoMod rules. */
const AUDIT = { RULE_CREATE: 140, RULE_UPDATE: 141, RULE_DELETE: 142 } as const;
const ALERT = 2;
/** Text-like channels an alert can be sent to. */
const ALERT_CHANNEL_TYPES = new Set([0, 5]);

const apiRule = (r: AutomodRuleRecord) => ({
  id: r.id,
  guild_id: r.guild_id,
  name: r.name,
  creator_id: r.creator_id,
  event_type: r.event_type,
  trigger_type: r.trigger_type,
  trigger_metadata: { ...r.trigger_metadata },
  actions: r.actions.map((a) => ({ type: a.type, metadata: { ...(a.metadata ?? {}) } })),
  enabled: r.enabled,
  exempt_roles: [...r.exempt_roles],
  exempt_channels: [...r.exempt_channels],
});

/** The guild, after checking the bot may manage its AutoMod (Manage Guild). */
function managedGuild({ state, params }: EmuRequest): GuildRecord {
  const guild = state.accessibleGuild(params.guild_id!);
  requireAny(basePermissions(guild, state.botUserId), P.MANAGE_GUILD);
  return guild;
}

function rule(req: EmuRequest, guild: GuildRecord): AutomodRuleRecord {
  const found = req.state.automodRules.get(req.params.rule_id!);
  if (!found || found.guild_id !== guild.id) throw unknownEntity('automod_rule');
  return found;
}

/** Discord's cross-field rules: member-profile rules run on member updates; alerts go to a text channel of the guild. */
function checkRule(req: EmuRequest, guild: GuildRecord, r: AutomodRuleRecord): void {
  if (r.trigger_type === MEMBER_PROFILE && r.event_type !== 2) throw fieldError('event_type', 'AUTO_MODERATION_INVALID_EVENT_TYPE', 'Member profile rules need event_type 2');
  if (r.trigger_type !== MEMBER_PROFILE && r.event_type !== 1) throw fieldError('event_type', 'AUTO_MODERATION_INVALID_EVENT_TYPE', 'This trigger type needs event_type 1');
  for (const [i, action] of r.actions.entries()) {
    if (action.type !== ALERT) continue;
    const channel = req.state.channels.get(action.metadata?.channel_id ?? '');
    if (!channel || channel.guild_id !== guild.id || !ALERT_CHANNEL_TYPES.has(channel.type)) {
      throw fieldError(`actions.${i}.metadata.channel_id`, 'AUTO_MODERATION_INVALID_CHANNEL', 'Alert channel must be a text channel of this guild');
    }
  }
}

export const automodRoutes: RouteModule = (r) => {
  r.get('/guilds/{guild_id}/auto-moderation/rules', (req) => {
    const guild = managedGuild(req);
    return { body: [...req.state.automodRules.values()].filter((x) => x.guild_id === guild.id).map(apiRule) };
  });

  r.get('/guilds/{guild_id}/auto-moderation/rules/{rule_id}', (req) => {
    const guild = managedGuild(req);
    return { body: apiRule(rule(req, guild)) };
  });

  r.post('/guilds/{guild_id}/auto-moderation/rules', (req) => {
    const guild = managedGuild(req);
    const { body, state } = req;
    const created: AutomodRuleRecord = {
      id: state.ids.next(),
      guild_id: guild.id,
      name: body.name,
      creator_id: state.botUserId,
      event_type: body.event_type,
      trigger_type: body.trigger_type,
      trigger_metadata: body.trigger_metadata ?? {},
      actions: body.actions ?? [],
      enabled: body.enabled ?? false,
      exempt_roles: body.exempt_roles ?? [],
      exempt_channels: body.exempt_channels ?? [],
    };
    checkRule(req, guild, created);
    state.automodRules.set(created.id, created);
    recordAudit(state, guild.id, { action_type: AUDIT.RULE_CREATE, target_id: created.id, reason: req.reason });
    return { body: apiRule(created) };
  });

  r.patch('/guilds/{guild_id}/auto-moderation/rules/{rule_id}', (req) => {
    const guild = managedGuild(req);
    const current = rule(req, guild);
    const { body } = req;
    if (body.trigger_type !== undefined && body.trigger_type !== current.trigger_type) {
      throw fieldError('trigger_type', 'AUTO_MODERATION_TRIGGER_TYPE_IMMUTABLE', 'The trigger type of a rule cannot change');
    }
    const next: AutomodRuleRecord = { ...current };
    for (const key of ['name', 'event_type', 'trigger_metadata', 'actions', 'enabled', 'exempt_roles', 'exempt_channels'] as const) {
      if (body[key] !== undefined && body[key] !== null) (next as unknown as Record<string, unknown>)[key] = body[key];
    }
    checkRule(req, guild, next);
    req.state.automodRules.set(next.id, next);
    recordAudit(req.state, guild.id, { action_type: AUDIT.RULE_UPDATE, target_id: next.id, reason: req.reason });
    return { body: apiRule(next) };
  });

  r.delete('/guilds/{guild_id}/auto-moderation/rules/{rule_id}', (req) => {
    const guild = managedGuild(req);
    const gone = rule(req, guild);
    req.state.automodRules.delete(gone.id);
    recordAudit(req.state, guild.id, { action_type: AUDIT.RULE_DELETE, target_id: gone.id, reason: req.reason });
    return {};
  });
};
