/** Stored shapes of the voice domain: voice states and live stages. */

/** A user's connection to a voice or stage channel (state.voiceStates, by guild id then user id). */
export interface VoiceStateRecord {
  user_id: string;
  channel_id: string | null;
  session_id: string;
  self_deaf: boolean;
  self_mute: boolean;
  self_stream: boolean;
  self_video: boolean;
  suppress: boolean;
  request_to_speak_timestamp: string | null;
}

/** A live stage (state.stageInstances, by stage channel id: one per channel). */
export interface StageInstanceRecord {
  id: string;
  guild_id: string;
  channel_id: string;
  topic: string;
  privacy_level: number;
  guild_scheduled_event_id: string | null;
}
