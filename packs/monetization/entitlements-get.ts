import type { APIEntitlement } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { entitlementOutput, toEntitlement } from './entitlement-shape.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id"), entitlement_id: snowflake() });

@tool({
  name: 'entitlements_get',
  category: 'monetization',
  risk: 'read',
  scope: 'application',
  title: 'Get an entitlement',
  description: 'Read one entitlement to check what a user or guild owns and whether it is active or consumed.',
  synonyms: ['purchase details', 'premium access', 'does user own', 'license'],
  input,
  output: entitlementOutput,
  platform: [{ method: 'GET', path: '/applications/{application_id}/entitlements/{entitlement_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EntitlementsGet implements ToolHandler<typeof input, typeof entitlementOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toEntitlement(await platform.request<APIEntitlement>({ method: 'GET', route: Routes.entitlement(args.application_id, args.entitlement_id) }));
  }

  summarize(out: z.output<typeof entitlementOutput>): string {
    return `Entitlement ${out.id} for SKU ${out.sku_id}${out.deleted ? ' (deleted)' : ''}${out.consumed ? ' (consumed)' : ''}.`;
  }
}
