import type { APISubscription } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { subscriptionOutput, toSubscription } from './subscription-shape.js';

const input = () => z.strictObject({ sku_id: snowflake(), subscription_id: snowflake() });

@tool({
  name: 'subscriptions_get',
  category: 'monetization',
  risk: 'read',
  scope: 'application',
  title: 'Get a subscription',
  description: 'Read one subscription to a SKU with its status and current billing period.',
  synonyms: ['subscription status', 'billing period', 'renewal date', 'is subscribed'],
  input,
  output: subscriptionOutput,
  platform: [{ method: 'GET', path: '/skus/{sku_id}/subscriptions/{subscription_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class SubscriptionsGet implements ToolHandler<typeof input, typeof subscriptionOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toSubscription(await platform.request<APISubscription>({ method: 'GET', route: Routes.skuSubscription(args.sku_id, args.subscription_id) }));
  }

  summarize(out: z.output<typeof subscriptionOutput>): string {
    return `Subscription ${out.id} status ${out.status}, period ends ${out.current_period_end}.`;
  }
}
