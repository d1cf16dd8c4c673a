import * as z from 'zod';

/** Message parts a webhook posts or edits; their inner structure is Discord's and is checked there. */
const jsonObject = z.record(z.string(), z.unknown());

export const messageContent = z.string().max(2000);
export const embeds = z.array(jsonObject).max(10);
export const components = z.array(jsonObject).max(40).describe('Action rows, or a Components V2 tree with flags 32768');
export const attachments = z.array(jsonObject).max(10);
export const poll = jsonObject.describe('Poll create object');
export const allowedMentions = jsonObject.describe('Discord allowed_mentions; default {parse: []} (no pings)');

/** The only flags a webhook message may set: suppress embeds, suppress notifications, Components V2. */
const WEBHOOK_FLAGS = 4 | 4096 | 32768;
export const messageFlags = z
  .number()
  .int()
  .min(0)
  .refine((f) => (f & ~WEBHOOK_FLAGS) === 0, 'only 4, 4096 and 32768 may be set')
  .describe('4 suppress embeds, 4096 silent, 32768 Components V2');

/** A raw JSON body given as a string: must be a JSON object. Explicit fields override its keys. */
export const payloadJson = z
  .string()
  .refine((s) => {
    try {
      const parsed: unknown = JSON.parse(s);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  }, 'must be a JSON object')
  .describe('Raw JSON message body; explicit fields override it');

/** The JSON body: payload_json's keys, then the explicit fields, with no pings unless allowed_mentions says so. */
export function messageBody(payload: string | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  const base = payload ? (JSON.parse(payload) as Record<string, unknown>) : {};
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const body = { ...base, ...defined };
  if (body.allowed_mentions === undefined) body.allowed_mentions = { parse: [] };
  return body;
}

/** Whether a body carries something to show. */
export const hasMessagePart = (b: Record<string, unknown>) =>
  (typeof b.content === 'string' && b.content.length > 0) || ['embeds', 'components', 'attachments'].some((k) => Array.isArray(b[k]) && (b[k] as unknown[]).length > 0) || Boolean(b.poll);
