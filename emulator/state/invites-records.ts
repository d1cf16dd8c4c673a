/** An invite code of a guild channel (state.invites, by code). */
export interface InviteRecord {
  code: string;
  guild_id: string;
  channel_id: string;
  inviter_id: string | null;
  created_at: string;
  /** Seconds; 0 never expires. */
  max_age: number;
  /** 0 unlimited. */
  max_uses: number;
  uses: number;
  temporary: boolean;
  target_type: number | null;
  target_user_id: string | null;
  target_application_id: string | null;
}
