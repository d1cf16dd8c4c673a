import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { templateCode, templateOutput, toTemplate } from './template-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), template_code: templateCode, audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), template: templateOutput });

@tool({
  name: 'templates_delete',
  category: 'templates',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a guild template',
  description: 'Delete a guild template so its discord.new link stops working. Needs Manage Server.',
  synonyms: ['remove template', 'revoke template link', 'disable discord.new link'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/templates/{code}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class TemplatesDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const t = await platform.request<APITemplate>({ method: 'DELETE', route: Routes.guildTemplate(args.guild_id, args.template_code), reason: args.audit_reason });
    return { deleted: true, template: toTemplate(t) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted template ${out.template.code}.`;
  }
}
