import type { APIRole } from 'discord-api-types/v10';
import * as z from 'zod';
import { imageDataUri, snowflake } from '../../core/index.js';

/** The role fields the roles tools return. */
export const roleFields = {
  id: snowflake(),
  name: z.string(),
  color: z.number().int(),
  position: z.number().int(),
  permissions: z.string(),
  mentionable: z.boolean(),
  hoist: z.boolean(),
};

export const roleOutput = z.strictObject(roleFields);

export function toRole(r: APIRole): z.input<typeof roleOutput> {
  return { id: r.id, name: r.name, color: r.color, position: r.position, permissions: r.permissions, mentionable: r.mentionable, hoist: r.hoist };
}

/**
 * A permission bitfield as a base-10 string. Discord's OpenAPI types it as an integer, so it travels as a JSON
 * number: every permission bit Discord defines is below 2^53, where numbers are exact.
 */
export const permissionBitfield = z
  .string()
  .regex(/^\d+$/, 'must be a base-10 permission bitfield')
  // zod runs refinements after a failed regex too, so guard the BigInt conversion.
  .refine((v) => !/^\d+$/.test(v) || BigInt(v) <= BigInt(Number.MAX_SAFE_INTEGER), 'sets a bit Discord does not define')
  .describe('Base-10 bitfield; only bits the bot holds');

export const toPermissionNumber = (bits: string) => Number(BigInt(bits));

export const roleColor = z.number().int().min(0).max(0xffffff).describe('RGB as an integer');
export const roleIcon = imageDataUri.nullable().describe('Needs the ROLE_ICONS guild feature; null clears');
export const roleUnicodeEmoji = z.string().max(100).nullable().describe('Needs the ROLE_ICONS guild feature');
