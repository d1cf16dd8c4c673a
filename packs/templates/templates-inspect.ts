import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { templateCode, templateOutput, toTemplate } from './template-shape.js';
import { blueprintOf, type TemplateSnapshot } from '../shared/template-recommend/template-snapshot.js';

const count = z.number().int();
const input = () => z.strictObject({ template_code: templateCode });
const output = () => z.strictObject({
  template: templateOutput,
  blueprint: z.strictObject({
    channel_count: count,
    category_count: count,
    text_channel_count: count,
    voice_channel_count: count,
    forum_channel_count: count,
    stage_channel_count: count,
    other_channel_count: count,
    nsfw_channel_count: count,
    permission_overwrite_count: count,
    role_count: count,
    privileged_role_count: count,
    risky_permission_signals: z.array(z.string()).describe('e.g. everyone_has:ADMINISTRATOR, role_has_administrator:<name>'),
  }),
});

@tool({
  name: 'templates_inspect',
  category: 'templates',
  risk: 'read',
  scope: 'global',
  title: 'Inspect a template',
  description: 'Summarise a public template locally into channel and role counts plus risky-permission signals, before anyone builds a server from it.',
  synonyms: ['template audit', 'is this template safe', 'template summary', 'review template', 'template permissions'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/templates/{code}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'templates_get', reason: 'It summarises a template into counts and risky-permission signals; templates_get returns the template as Discord gives it.' },
})
export class TemplatesInspect implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const t = await platform.request<APITemplate>({ method: 'GET', route: Routes.template(args.template_code) });
    return { template: toTemplate(t), blueprint: blueprintOf(t.serialized_source_guild as unknown as TemplateSnapshot) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const b = out.blueprint;
    return `Template ${out.template.code}: ${b.channel_count} channel(s), ${b.role_count} role(s), ${b.risky_permission_signals.length} risky-permission signal(s).`;
  }
}
