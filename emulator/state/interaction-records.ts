/** Stored shapes of the interactions domain: interactions the bot received and what it answered. */

export interface InteractionRecord {
  id: string;
  application_id: string;
  /** 1 ping, 2 application command, 3 message component, 4 autocomplete, 5 modal submit */
  type: number;
  /** The secret in the callback and webhook paths. */
  token: string;
  guild_id: string | null;
  channel_id: string;
  user_id: string;
  /** Epoch ms; the token works for 15 minutes. */
  created_at: number;
  /** Component and modal interactions: the message the component sits on. */
  message_id?: string | null;
  /** The callback type once acknowledged, else null. */
  response_type: number | null;
  /** The message of the initial response (for update callbacks, the source message). */
  original_message_id: string | null;
  followup_ids: Set<string>;
  /** Autocomplete choices or modal data sent with the callback. */
  callback_data?: unknown;
}

/** How long an interaction token lasts. */
export const INTERACTION_TOKEN_TTL_MS = 15 * 60 * 1000;
