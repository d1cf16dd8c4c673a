import type { APIApplication } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({});
const output = () => z.strictObject({
  id: snowflake(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  cover_image: z.string().nullable().optional(),
  bot_public: z.boolean().optional(),
  bot_require_code_grant: z.boolean().optional(),
  flags: z.number().int().optional(),
  tags: z.array(z.string()).optional(),
  owner_id: snowflake().optional(),
  custom_install_url: z.string().optional(),
  interactions_endpoint_url: z.string().nullable().optional(),
  role_connections_verification_url: z.string().nullable().optional(),
});

@tool({
  name: 'application_get_current',
  category: 'application',
  risk: 'read',
  scope: 'application',
  title: "Get the bot's application",
  description: "Read the bot's own application (name, flags, owner, install and endpoint settings); the usual way to learn the application_id other tools need.",
  synonyms: ['application id', 'app info', 'bot profile', 'app settings', 'who owns the bot'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/@me' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ApplicationGetCurrent implements ToolHandler<typeof input, typeof output> {
  async execute(_args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const app = await platform.request<APIApplication>({ method: 'GET', route: Routes.currentApplication() });
    const optional = <K extends keyof APIApplication>(key: K) => (app[key] !== undefined ? { [key]: app[key] } : {});
    return {
      id: app.id,
      name: app.name,
      description: app.description ?? null,
      icon: app.icon,
      ...optional('cover_image'),
      bot_public: app.bot_public,
      bot_require_code_grant: app.bot_require_code_grant,
      ...optional('flags'),
      ...optional('tags'),
      ...(app.owner ? { owner_id: app.owner.id } : {}),
      ...optional('custom_install_url'),
      ...optional('interactions_endpoint_url'),
      ...optional('role_connections_verification_url'),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Application ${out.id}${out.flags !== undefined ? ` (flags ${out.flags})` : ''}.`;
  }
}
