import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { templateCode, templateOutput, toTemplate } from './template-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), template_code: templateCode, audit_reason: auditReason.optional() });
const output = () => z.strictObject({ template: templateOutput });

@tool({
  name: 'templates_sync',
  category: 'templates',
  risk: 'write',
  scope: 'guild',
  title: 'Sync a guild template',
  description: "Overwrite a template's snapshot with the guild's current channels, roles and settings; the previous snapshot is not kept. Check templates_diff first. Needs Manage Server.",
  synonyms: ['update template', 'refresh template', 'resync', 'save changes to template'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/guilds/{guild_id}/templates/{code}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class TemplatesSync implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const t = await platform.request<APITemplate>({ method: 'PUT', route: Routes.guildTemplate(args.guild_id, args.template_code), reason: args.audit_reason });
    return { template: toTemplate(t) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Synced template ${out.template.code} at ${out.template.updated_at}.`;
  }
}
