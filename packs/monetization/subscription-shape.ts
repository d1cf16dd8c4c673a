import type { APISubscription } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

export const subscriptionOutput = z.strictObject({
  id: snowflake(),
  user_id: snowflake(),
  sku_ids: z.array(snowflake()),
  entitlement_ids: z.array(snowflake()),
  current_period_start: z.string(),
  current_period_end: z.string(),
  status: z.number().int().describe('0 active, 1 ending, 2 inactive'),
});

export function toSubscription(s: APISubscription): z.input<typeof subscriptionOutput> {
  return {
    id: s.id,
    user_id: s.user_id,
    sku_ids: s.sku_ids,
    entitlement_ids: s.entitlement_ids,
    current_period_start: s.current_period_start,
    current_period_end: s.current_period_end,
    status: s.status,
  };
}
