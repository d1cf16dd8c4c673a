/** A channel webhook (state.webhooks, by id). */
export interface WebhookRecord {
  id: string;
  /** 1 incoming, 2 channel follower, 3 application */
  type: number;
  guild_id: string;
  channel_id: string;
  name: string;
  avatar: string | null;
  /** Incoming webhooks only: the secret half of the URL. */
  token: string | null;
  creator_id: string | null;
  application_id: string | null;
  /** Channel-follower webhooks: the followed announcement channel. */
  source_channel_id?: string;
}
