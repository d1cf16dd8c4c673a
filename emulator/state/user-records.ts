/** Stored shapes of the users domain beyond `UserRecord`. */

/** A direct-message channel between the bot and one user (state.dmChannels, by channel id). */
export interface DmChannelRecord {
  id: string;
  recipient_id: string;
  last_message_id: string | null;
}
