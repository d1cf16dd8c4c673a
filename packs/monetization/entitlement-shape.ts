import type { APIEntitlement } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** An entitlement as entitlements_get and entitlements_list return it. */
export const entitlementOutput = z.strictObject({
  id: snowflake(),
  sku_id: snowflake(),
  application_id: snowflake(),
  user_id: snowflake().optional(),
  type: z.number().int().describe('1 purchase .. 8 app subscription; 4 test purchase'),
  deleted: z.boolean(),
  starts_at: z.string().nullable().optional(),
  ends_at: z.string().nullable().optional(),
  guild_id: snowflake().nullable().optional(),
  consumed: z.boolean().optional(),
});

export function toEntitlement(e: APIEntitlement): z.input<typeof entitlementOutput> {
  return {
    id: e.id,
    sku_id: e.sku_id,
    application_id: e.application_id,
    ...(e.user_id ? { user_id: e.user_id } : {}),
    type: e.type,
    deleted: e.deleted,
    ...(e.starts_at !== undefined ? { starts_at: e.starts_at } : {}),
    ...(e.ends_at !== undefined ? { ends_at: e.ends_at } : {}),
    ...(e.guild_id !== undefined ? { guild_id: e.guild_id } : {}),
    ...(e.consumed !== undefined ? { consumed: e.consumed } : {}),
  };
}
