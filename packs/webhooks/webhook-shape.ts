import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/**
 * A webhook token: the secret half of a webhook URL. URL-safe characters only, so it can never
 * change the shape of the path it travels in.
 */
export const webhookToken = z
  .string()
  .min(60)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a webhook token (the last part of the webhook URL)')
  .describe('Webhook token (secret; never echoed)');

/** Webhook name rule: Discord refuses names containing "clyde" or "discord". */
export const webhookName = z
  .string()
  .min(1)
  .max(80)
  .refine((n) => !/clyde|discord/i.test(n), 'may not contain "clyde" or "discord"');

/** The webhook fields every webhooks tool returns. The token is never among them (except once, on create). */
export const webhookFields = {
  id: snowflake(),
  type: z.number().int().describe('1 incoming, 2 channel follower, 3 application'),
  channel_id: snowflake().nullable(),
  application_id: snowflake().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
};

export const webhookOutput = z.strictObject(webhookFields);

export interface WebhookRead {
  id: string;
  type: number;
  channel_id?: string | null;
  application_id?: string | null;
  name?: string | null;
  avatar?: string | null;
  guild_id?: string | null;
  token?: string;
}

export const toWebhook = (w: WebhookRead): z.input<typeof webhookOutput> => ({
  id: w.id,
  type: w.type,
  channel_id: w.channel_id ?? null,
  application_id: w.application_id ?? null,
  name: w.name ?? null,
  avatar: w.avatar ?? null,
});

/** Rows of the webhook listings. */
export const webhookRow = z.strictObject({
  id: snowflake(),
  name: z.string().nullable(),
  type: z.number().int(),
  channel_id: snowflake().nullable(),
  application_id: snowflake().nullable(),
});

export const webhookListOutput = z.strictObject({ webhooks: z.array(webhookRow), count: z.number().int() });

export const toWebhookList = (rows: WebhookRead[]): z.input<typeof webhookListOutput> => {
  const webhooks = rows.map((w) => ({ id: w.id, name: w.name ?? null, type: w.type, channel_id: w.channel_id ?? null, application_id: w.application_id ?? null }));
  return { webhooks, count: webhooks.length };
};
