import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { templateOutput, toTemplate } from './template-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({ templates: z.array(templateOutput), count: z.number().int() });

@tool({
  name: 'templates_list',
  category: 'templates',
  risk: 'read',
  scope: 'guild',
  title: 'List guild templates',
  description: 'List the templates a guild owns (at most one), with whether each is out of sync. Needs Manage Server.',
  synonyms: ['server template', 'discord.new link', 'template code', 'blueprint link'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/templates' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class TemplatesList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APITemplate[]>({ method: 'GET', route: Routes.guildTemplates(args.guild_id) });
    return { templates: rows.map(toTemplate), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} template(s).`;
  }
}
