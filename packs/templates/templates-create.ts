import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { templateOutput, toTemplate } from './template-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  name: z.string().trim().min(1).max(100),
  description: z.string().max(120).nullable().optional(),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ template: templateOutput });

@tool({
  name: 'templates_create',
  category: 'templates',
  risk: 'write',
  scope: 'guild',
  title: 'Create a guild template',
  description: "Snapshot a guild's channels, roles and settings as a reusable discord.new template (a guild holds at most one). Needs Manage Server.",
  synonyms: ['save server layout', 'clone server', 'server template', 'share setup', 'discord.new link', 'snapshot'],
  input,
  output,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/templates' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: false,
  openWorld: true,
})
export class TemplatesCreate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, audit_reason, ...fields } = args;
    const t = await platform.request<APITemplate>({ method: 'POST', route: Routes.guildTemplates(guild_id), body: fields, reason: audit_reason });
    return { template: toTemplate(t) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created template ${out.template.code}: ${out.template.use_url}`;
  }
}
