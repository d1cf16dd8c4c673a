import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { TEMPLATE_CODE_PATTERN, templateOutput, toTemplate } from './template-shape.js';

/** A discord.new link is reduced to its code; no other URL is accepted, so nothing else is ever fetched. */
const LINK = /^https?:\/\/(?:www\.)?discord\.new\/([A-Za-z0-9_-]{1,100})\/?$/;

export function codeOf(value: string): string | null {
  const trimmed = value.trim();
  if (TEMPLATE_CODE_PATTERN.test(trimmed)) return trimmed;
  return LINK.exec(trimmed)?.[1] ?? null;
}

const input = () => z.strictObject({
  template_code: z
    .string()
    .min(1)
    .max(200)
    .refine((v) => codeOf(v) !== null, 'must be a template code or a https://discord.new/<code> link')
    .describe('Code or https://discord.new/<code>'),
});
const output = () => z.strictObject({ template: templateOutput, source_guild: z.record(z.string(), z.unknown()).describe('Serialised channels, roles and settings') });

@tool({
  name: 'templates_get',
  category: 'templates',
  risk: 'read',
  scope: 'global',
  title: 'Get a template',
  description: 'Fetch any public guild template by code or discord.new link, including its serialised channels and roles.',
  synonyms: ['look up template', 'discord.new', 'template preview', 'server template details'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/templates/{code}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class TemplatesGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const t = await platform.request<APITemplate>({ method: 'GET', route: Routes.template(codeOf(args.template_code)!) });
    return { template: toTemplate(t), source_guild: { ...(t.serialized_source_guild as unknown as Record<string, unknown>) } };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Template ${out.template.code}, used ${out.template.usage_count} time(s).`;
  }
}
