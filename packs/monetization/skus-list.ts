import type { APISKU } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id") });
const output = () => z.strictObject({
  skus: z.array(
    z.strictObject({
      id: snowflake(),
      type: z.number().int().describe('2 durable, 3 consumable, 5 subscription, 6 subscription group'),
      name: z.string(),
      slug: z.string(),
      flags: z.number().int(),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'skus_list',
  category: 'monetization',
  risk: 'read',
  scope: 'application',
  title: 'List SKUs',
  description: 'List the SKUs (premium offers: subscriptions, one-time items) the application sells.',
  synonyms: ['products', 'premium offers', 'store items', 'pricing tiers'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/skus' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class SkusList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const skus = await platform.request<APISKU[]>({ method: 'GET', route: Routes.skus(args.application_id) });
    return { skus: skus.map(({ id, type, name, slug, flags }) => ({ id, type, name, slug, flags })), count: skus.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} SKU(s).`;
  }
}
