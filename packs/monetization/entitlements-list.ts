import type { APIEntitlement } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { entitlementOutput, toEntitlement } from './entitlement-shape.js';

const input = () => z.strictObject({
  application_id: snowflake("The bot's own application id"),
  user_id: snowflake().optional(),
  sku_ids: z.array(snowflake()).max(100).optional(),
  before: snowflake('Cursor: entitlement id').optional(),
  after: snowflake('Cursor: entitlement id').optional(),
  limit: pageLimit(100, 100),
  guild_id: snowflake('Filter only').optional(),
  exclude_ended: z.boolean().default(false),
  exclude_deleted: z.boolean().default(true),
});
const output = () => z.strictObject({ entitlements: z.array(entitlementOutput), count: z.number().int() });

@tool({
  name: 'entitlements_list',
  category: 'monetization',
  risk: 'read',
  scope: 'application',
  title: 'List entitlements',
  description: "List the application's entitlements, filtered by user, guild or SKU, to audit purchases and premium access. Pages with before/after.",
  synonyms: ['purchases', 'premium users', 'who paid', 'licenses', 'subscribers', 'who bought', 'bought premium'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/entitlements' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EntitlementsList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIEntitlement[]>({
      method: 'GET',
      route: Routes.entitlements(args.application_id),
      query: {
        user_id: args.user_id,
        // Discord takes the SKU filter as one comma-separated value.
        sku_ids: args.sku_ids?.length ? [...new Set(args.sku_ids)].join(',') : undefined,
        before: args.before,
        after: args.after,
        limit: args.limit,
        guild_id: args.guild_id,
        exclude_ended: args.exclude_ended,
        exclude_deleted: args.exclude_deleted,
      },
    });
    return { entitlements: rows.map(toEntitlement), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} entitlement(s)${out.count ? '; page on with after=<last id>.' : '.'}`;
  }
}
