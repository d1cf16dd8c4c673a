import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { templateCode, templateOutput, toTemplate } from './template-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  template_code: templateCode,
  name: z.string().trim().min(1).max(100).optional(),
  description: z.string().max(120).nullable().optional().describe('null clears'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ template: templateOutput });

@tool({
  name: 'templates_modify',
  category: 'templates',
  risk: 'write',
  scope: 'guild',
  title: 'Rename a guild template',
  description: 'Rename a guild template or change its description; its snapshot is untouched (use templates_sync for that). Needs Manage Server.',
  synonyms: ['rename template', 'edit template', 'template description'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/templates/{code}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class TemplatesModify implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, template_code, audit_reason, ...fields } = args;
    const t = await platform.request<APITemplate>({ method: 'PATCH', route: Routes.guildTemplate(guild_id, template_code), body: fields, reason: audit_reason });
    return { template: toTemplate(t) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated template ${out.template.code}.`;
  }
}
