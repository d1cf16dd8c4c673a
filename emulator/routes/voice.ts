import { unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { apiMember } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { GuildRecord } from '../state/records.js';

/** Discord's voice regions, as `GET /voice/regions` lists them. */
const REGIONS = [
  { id: 'us-east', name: 'US East', optimal: true, deprecated: false, custom: false },
  { id: 'us-west', name: 'US West', optimal: false, deprecated: false, custom: false },
  { id: 'rotterdam', name: 'Rotterdam', optimal: false, deprecated: false, custom: false },
  { id: 'singapore', name: 'Singapore', optimal: false, deprecated: false, custom: false },
  { id: 'japan', name: 'Japan', optimal: false, deprecated: false, custom: false },
  { id: 'brazil', name: 'Brazil', optimal: false, deprecated: false, custom: false },
  { id: 'sydney', name: 'Sydney', optimal: false, deprecated: false, custom: false },
  { id: 'hongkong', name: 'Hong Kong', optimal: false, deprecated: true, custom: false },
];

/** A voice state as Discord returns it: server mute/deaf live on the member, the rest on the connection. */
function apiVoiceState(state: EmulatorState, guild: GuildRecord, userId: string) {
  const voice = state.voiceStates.get(guild.id)?.get(userId);
  const member = guild.members.get(userId);
  if (!voice || !member) throw unknownEntity('voice_state');
  return {
    guild_id: guild.id,
    channel_id: voice.channel_id,
    user_id: userId,
    member: apiMember(state, member),
    session_id: voice.session_id,
    deaf: member.deaf,
    mute: member.mute,
    self_deaf: voice.self_deaf,
    self_mute: voice.self_mute,
    self_stream: voice.self_stream,
    self_video: voice.self_video,
    suppress: voice.suppress,
    request_to_speak_timestamp: voice.request_to_speak_timestamp,
  };
}

export const voiceRoutes: RouteModule = (r) => {
  r.get('/voice/regions', () => ({ body: REGIONS }));

  r.get('/guilds/{guild_id}/voice-states/@me', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiVoiceState(state, guild, state.botUserId) };
  });

  r.get('/guilds/{guild_id}/voice-states/{user_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiVoiceState(state, guild, params.user_id!) };
  });
};
