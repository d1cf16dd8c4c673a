import type { APISubscription } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { subscriptionOutput, toSubscription } from './subscription-shape.js';

const input = () => z.strictObject({
  sku_id: snowflake(),
  user_id: snowflake('Required by Discord for bot calls'),
  before: snowflake('Cursor: subscription id').optional(),
  after: snowflake('Cursor: subscription id').optional(),
  limit: pageLimit(100, 50),
});
const output = () => z.strictObject({ subscriptions: z.array(subscriptionOutput), count: z.number().int() });

@tool({
  name: 'subscriptions_list',
  category: 'monetization',
  risk: 'read',
  scope: 'application',
  title: "List a user's subscriptions",
  description: "List a user's subscriptions to one SKU, with status and billing period. Pages with before/after.",
  synonyms: ['subscribers', 'premium status', 'billing history', 'renewals'],
  input,
  output,
  platform: [{ method: 'GET', path: '/skus/{sku_id}/subscriptions' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class SubscriptionsList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APISubscription[]>({
      method: 'GET',
      route: Routes.skuSubscriptions(args.sku_id),
      query: { user_id: args.user_id, before: args.before, after: args.after, limit: args.limit },
    });
    return { subscriptions: rows.map(toSubscription), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} subscription(s).`;
  }
}
