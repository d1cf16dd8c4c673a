import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/**
 * Inputs shared by the interaction tools. The interaction token is a credential: it travels only in the
 * route (auth: false) and is never echoed; the host redacts `interaction_token` from previews and audits.
 */
export const interactionToken = z
  .string()
  .min(60)
  .max(100)
  // Real tokens are URL-safe; refusing anything else keeps the route from being bent (no '/', '?', '%').
  .regex(/^[\w.~+=-]+$/, 'must be an interaction token')
  .describe('Interaction token (valid 15 min); never echoed');

export const applicationIdAsWebhook = () => snowflake("The bot's own application id");

const EPHEMERAL = 64;

const jsonObject = z.record(z.string(), z.unknown());

/** Raw JSON body (the multipart `payload_json`): explicit fields win over it. */
const payloadJson = z
  .string()
  .refine((v) => {
    try {
      const parsed: unknown = JSON.parse(v);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  }, 'must be a JSON object')
  .describe('Raw JSON body; explicit fields override it');

/** Message fields of a follow-up (execute webhook). */
export const followupFields = {
  content: z.string().max(2000).optional(),
  embeds: z.array(jsonObject).max(10).optional(),
  components: z.array(jsonObject).optional(),
  attachments: z.array(jsonObject).optional(),
  allowed_mentions: jsonObject.optional().describe('Default {parse: []}: nobody is pinged'),
  tts: z.boolean().optional(),
  flags: z.number().int().min(0).optional().describe('64 ephemeral, 32768 components V2'),
  ephemeral: z.boolean().optional().describe('Only the invoking user sees it'),
  payload_json: payloadJson.optional(),
  poll: jsonObject.optional(),
};

/** Message fields of an edit (original response or follow-up): null clears. */
export const editFields = {
  content: z.string().max(2000).nullable().optional(),
  embeds: z.array(jsonObject).max(10).nullable().optional(),
  components: z.array(jsonObject).nullable().optional().describe('Action rows or a Components V2 tree'),
  attachments: z.array(jsonObject).optional().describe('Attachments to keep'),
  allowed_mentions: jsonObject.nullable().optional().describe('Default {parse: []}'),
  payload_json: payloadJson.optional(),
  flags: z.number().int().min(0).optional().describe('32768 components V2'),
  poll: jsonObject.optional(),
};

type MessageFields = { payload_json?: string; ephemeral?: boolean; flags?: number; allowed_mentions?: Record<string, unknown> | null } & Record<string, unknown>;

/**
 * The JSON body Discord receives: payload_json first, then the explicit fields; nobody is pinged unless the
 * caller says so; `ephemeral` becomes the EPHEMERAL flag.
 */
export function messageBody(fields: MessageFields): Record<string, unknown> {
  const { payload_json, ephemeral, ...explicit } = fields;
  const body: Record<string, unknown> = { ...(payload_json ? (JSON.parse(payload_json) as Record<string, unknown>) : {}) };
  for (const [key, value] of Object.entries(explicit)) if (value !== undefined) body[key] = value;
  if (body.allowed_mentions === undefined) body.allowed_mentions = { parse: [] };
  if (ephemeral) body.flags = Number(body.flags ?? 0) | EPHEMERAL;
  return body;
}

export const messageRefOutput = z.strictObject({ message_id: snowflake(), channel_id: snowflake() });

export const toMessageRef = (m: APIMessage) => ({ message_id: m.id, channel_id: m.channel_id });
