import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id"), entitlement_id: snowflake('A test entitlement') });
const output = () => z.strictObject({ deleted: z.literal(true), application_id: snowflake(), entitlement_id: snowflake() });

@tool({
  name: 'entitlements_delete_test',
  category: 'monetization',
  risk: 'destructive',
  scope: 'application',
  title: 'Delete a test entitlement',
  description: 'Delete a test entitlement created earlier, removing the premium access it granted. Only test entitlements can be deleted.',
  synonyms: ['revoke test purchase', 'remove test premium'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/applications/{application_id}/entitlements/{entitlement_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EntitlementsDeleteTest implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.entitlement(args.application_id, args.entitlement_id) });
    return { deleted: true, application_id: args.application_id, entitlement_id: args.entitlement_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted test entitlement ${out.entitlement_id}.`;
  }
}
