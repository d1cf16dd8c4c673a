import type { APIGuild } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, imageDataUri, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Locale, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  name: z.string().min(2).max(100).optional(),
  verification_level: z.number().int().min(0).max(4).optional().describe('0 none .. 4 phone verified'),
  default_message_notifications: z.literal([0, 1]).optional().describe('0 all messages, 1 only mentions'),
  explicit_content_filter: z.number().int().min(0).max(2).optional().describe('0 off, 1 members without roles, 2 everyone'),
  afk_channel_id: snowflake('Voice channel').nullable().optional(),
  afk_timeout: z.literal([60, 300, 900, 1800, 3600]).optional().describe('Seconds'),
  icon: imageDataUri.nullable().optional(),
  splash: imageDataUri.nullable().optional().describe('Needs INVITE_SPLASH'),
  discovery_splash: imageDataUri.nullable().optional().describe('Needs DISCOVERABLE'),
  banner: imageDataUri.nullable().optional().describe('Needs BANNER'),
  system_channel_id: snowflake().nullable().optional(),
  system_channel_flags: z.number().int().min(0).optional(),
  rules_channel_id: snowflake().nullable().optional(),
  public_updates_channel_id: snowflake().nullable().optional(),
  // Discord accepts only its own locale codes (anything else is a 400).
  preferred_locale: z.enum(Locale).optional().describe('e.g. en-US, de, pt-BR'),
  features: z
    .array(z.string().min(1).max(100))
    .max(100)
    .refine((f) => new Set(f).size === f.length, 'must not repeat a feature')
    .optional()
    .describe('Mutable features only; COMMUNITY needs Administrator'),
  description: z.string().max(300).nullable().optional(),
  premium_progress_bar_enabled: z.boolean().optional(),
  safety_alerts_channel_id: snowflake().nullable().optional(),
  audit_reason: auditReason.optional(),
});

const output = () => z.strictObject({
  id: snowflake(),
  name: z.string(),
  icon: z.string().nullable(),
  owner_id: snowflake(),
  description: z.string().nullable(),
  preferred_locale: z.string(),
  features: z.array(z.string()),
});

@tool({
  name: 'guild_modify',
  category: 'guild',
  risk: 'write',
  scope: 'guild',
  title: 'Change guild settings',
  description: 'Change guild-wide settings: name, icon, verification level, content filter, system and rules channels, locale or community features. Send only what changes. Needs Manage Server.',
  synonyms: ['rename server', 'server settings', 'server icon', 'verification level', 'content filter', 'enable community', 'afk channel', 'system channel'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildModify implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, audit_reason, ...fields } = args;
    const g = await platform.request<APIGuild>({ method: 'PATCH', route: Routes.guild(guild_id), body: fields, reason: audit_reason });
    return { id: g.id, name: g.name, icon: g.icon, owner_id: g.owner_id, description: g.description, preferred_locale: g.preferred_locale, features: [...g.features] };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated guild ${out.id}.`;
  }
}
