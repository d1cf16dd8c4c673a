import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id"), entitlement_id: snowflake() });
const output = () => z.strictObject({ consumed: z.literal(true), application_id: snowflake(), entitlement_id: snowflake() });

@tool({
  name: 'entitlements_consume',
  category: 'monetization',
  risk: 'write',
  scope: 'application',
  title: 'Consume an entitlement',
  description: "Mark a user's one-time consumable purchase as used once the item has been delivered. This cannot be undone.",
  synonyms: ['redeem purchase', 'use item', 'mark delivered', 'fulfil purchase'],
  input,
  output,
  platform: [{ method: 'POST', path: '/applications/{application_id}/entitlements/{entitlement_id}/consume' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EntitlementsConsume implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'POST', route: Routes.consumeEntitlement(args.application_id, args.entitlement_id) });
    return { consumed: true, application_id: args.application_id, entitlement_id: args.entitlement_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Consumed entitlement ${out.entitlement_id}.`;
  }
}
