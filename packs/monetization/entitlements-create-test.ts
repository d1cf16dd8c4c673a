import type { APIEntitlement } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  application_id: snowflake("The bot's own application id"),
  sku_id: snowflake(),
  owner_id: snowflake('Guild id when owner_type is 1, user id when 2'),
  owner_type: z.literal([1, 2]).describe('1 guild, 2 user'),
});
const output = () => z.strictObject({ id: snowflake(), sku_id: snowflake(), application_id: snowflake(), type: z.number().int() });

@tool({
  name: 'entitlements_create_test',
  category: 'monetization',
  risk: 'write',
  scope: 'application',
  title: 'Grant a test entitlement',
  description: 'Grant a free test entitlement for a SKU to a guild or user, to try premium features without paying.',
  synonyms: ['test purchase', 'grant premium', 'fake purchase', 'give sku'],
  input,
  output,
  platform: [{ method: 'POST', path: '/applications/{application_id}/entitlements' }],
  permissions: [],
  idempotent: false,
  openWorld: true,
})
export class EntitlementsCreateTest implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { application_id, ...body } = args;
    const created = await platform.request<APIEntitlement>({ method: 'POST', route: Routes.entitlements(application_id), body });
    return { id: created.id, sku_id: created.sku_id, application_id: created.application_id, type: created.type };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created test entitlement ${out.id} for SKU ${out.sku_id}.`;
  }
}
