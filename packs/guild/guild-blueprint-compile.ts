import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { compileRequest } from './blueprint/compile-request.js';

/** Output digests are produced here; their pattern is not repeated in the listing. */
const digest = z.string();

export const requestInput = z.string().trim().min(3).max(500).describe('The server wanted, in plain words (treated as data)');
export const preferredCodeInput = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/).optional().describe('Template to prefer if it fits (portfolio id or public code)');
export const sourceOutput = z.looseObject({}).describe('catalog_version, primary (template, reasons, parameters), inspirations, permission_policy');

const input = () => z.strictObject({ request: requestInput, preferred_primary_code: preferredCodeInput });

const output = () => z.strictObject({
  status: z.literal(['ready', 'partial', 'no_match']),
  request: z.string(),
  source: sourceOutput,
  blueprint_id: digest.nullable(),
  blueprint: z.looseObject({}).nullable(),
  verification: z.looseObject({}).describe('counts of catalogue records and live template reads; blueprint_validation, blueprint_bytes'),
  warnings: z.array(z.string()),
});

@tool({
  name: 'guild_blueprint_compile',
  category: 'guild',
  risk: 'read',
  scope: 'global',
  title: 'Compile a server blueprint',
  description:
    'Turn a plain-language request into a validated guild blueprint (roles, channels, onboarding, AutoMod, welcome post) from 9 built-in templates, sized by the request; permissions come from named intents, never from templates. Touches no guild.',
  synonyms: ['design a server', 'server layout', 'blueprint', 'server structure', 'set up a community'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/templates/{code}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'templates_get', reason: 'It compiles a request into a blueprint from the template catalogue and a few live template reads; templates_get returns one template.' },
})
export class GuildBlueprintCompile implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const compiled = await compileRequest(platform, args.request, args.preferred_primary_code);
    return {
      status: compiled.status,
      request: args.request,
      source: compiled.source,
      blueprint_id: compiled.blueprint_id,
      blueprint: compiled.blueprint as Record<string, unknown> | null,
      verification: compiled.verification,
      warnings: compiled.warnings,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const template = (out.source.primary as { template?: unknown } | null)?.template;
    return `${out.status}: ${typeof template === 'string' ? `template ${template}` : 'no template'}; ${out.verification.rest_verified} public template(s) verified live.`;
  }
}
