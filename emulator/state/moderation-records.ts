/** Stored shapes of the moderation domain: bans and AutoMod rules. */

/** One ban (state.bans, by guild id then user id). */
export interface BanRecord {
  user_id: string;
  reason: string | null;
}

export interface AutomodActionRecord {
  type: number;
  metadata?: { channel_id?: string; duration_seconds?: number; custom_message?: string };
}

/** An AutoMod rule (state.automodRules, by rule id). */
export interface AutomodRuleRecord {
  id: string;
  guild_id: string;
  name: string;
  creator_id: string;
  event_type: number;
  trigger_type: number;
  trigger_metadata: Record<string, unknown>;
  actions: AutomodActionRecord[];
  enabled: boolean;
  exempt_roles: string[];
  exempt_channels: string[];
}
