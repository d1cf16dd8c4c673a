import { DiscordError, invalidFormBody, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { channelPermissions, P, requireAny } from '../permissions.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { ChannelRecord, GuildRecord } from '../state/records.js';
import type { StageInstanceRecord } from '../state/voice-records.js';

const STAGE_CHANNEL = 13;
/** Discord's audit log event types for stage instances. */
const AUDIT = { STAGE_INSTANCE_CREATE: 83, STAGE_INSTANCE_UPDATE: 84, STAGE_INSTANCE_DELETE: 85 } as const;
/** A stage moderator: Manage Channels, Mute Members and Move Members in the stage channel. */
const STAGE_MODERATOR = P.MANAGE_CHANNELS | P.MUTE_MEMBERS | P.MOVE_MEMBERS;

const apiStageInstance = (s: StageInstanceRecord) => ({
  id: s.id,
  guild_id: s.guild_id,
  channel_id: s.channel_id,
  topic: s.topic,
  privacy_level: s.privacy_level,
  discoverable_disabled: false,
  guild_scheduled_event_id: s.guild_scheduled_event_id,
});

/** The channel and its guild; the bot must be a member of the guild and see the channel. */
function stageChannel(req: EmuRequest, channelId: string): { guild: GuildRecord; channel: ChannelRecord } {
  const channel = req.state.channel(channelId);
  const guild = req.state.accessibleGuild(channel.guild_id);
  if (!channelPermissions(guild, channel, req.state.botUserId)) throw new DiscordError(403, 50001, 'Missing Access');
  return { guild, channel };
}

function requireModerator(req: EmuRequest, guild: GuildRecord, channel: ChannelRecord): bigint {
  const perms = channelPermissions(guild, channel, req.state.botUserId);
  requireAny(perms, STAGE_MODERATOR);
  return perms;
}

function instance(req: EmuRequest, channelId: string): StageInstanceRecord {
  const found = req.state.stageInstances.get(channelId);
  if (!found) throw unknownEntity('stage_instance');
  return found;
}

export const stageInstanceRoutes: RouteModule = (r) => {
  r.post('/stage-instances', (req) => {
    const { state, body } = req;
    const { guild, channel } = stageChannel(req, body.channel_id);
    if (channel.type !== STAGE_CHANNEL) throw invalidFormBody({ channel_id: { _errors: [{ code: 'CHANNEL_TYPE_INVALID', message: 'Not a stage channel' }] } });
    const perms = requireModerator(req, guild, channel);
    if (body.send_start_notification) requireAny(perms, P.MENTION_EVERYONE);
    if (state.stageInstances.has(channel.id)) throw new DiscordError(400, 150006, 'The Stage is already open');
    if (body.guild_scheduled_event_id && !guild.events.has(body.guild_scheduled_event_id)) throw unknownEntity('event');
    const created: StageInstanceRecord = {
      id: state.ids.next(),
      guild_id: guild.id,
      channel_id: channel.id,
      topic: body.topic,
      privacy_level: body.privacy_level ?? 2,
      guild_scheduled_event_id: body.guild_scheduled_event_id ?? null,
    };
    state.stageInstances.set(channel.id, created);
    recordAudit(state, guild.id, { action_type: AUDIT.STAGE_INSTANCE_CREATE, target_id: created.id, reason: req.reason });
    return { body: apiStageInstance(created) };
  });

  r.get('/stage-instances/{channel_id}', (req) => {
    stageChannel(req, req.params.channel_id!);
    return { body: apiStageInstance(instance(req, req.params.channel_id!)) };
  });

  r.patch('/stage-instances/{channel_id}', (req) => {
    const { guild, channel } = stageChannel(req, req.params.channel_id!);
    const current = instance(req, channel.id);
    requireModerator(req, guild, channel);
    if (req.body.topic !== undefined) current.topic = req.body.topic;
    if (req.body.privacy_level !== undefined) current.privacy_level = req.body.privacy_level;
    recordAudit(req.state, guild.id, { action_type: AUDIT.STAGE_INSTANCE_UPDATE, target_id: current.id, reason: req.reason });
    return { body: apiStageInstance(current) };
  });

  r.delete('/stage-instances/{channel_id}', (req) => {
    const { guild, channel } = stageChannel(req, req.params.channel_id!);
    const current = instance(req, channel.id);
    requireModerator(req, guild, channel);
    req.state.stageInstances.delete(channel.id);
    recordAudit(req.state, guild.id, { action_type: AUDIT.STAGE_INSTANCE_DELETE, target_id: current.id, reason: req.reason });
    return {};
  });
};
