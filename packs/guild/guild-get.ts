import type { APIGuild } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  id: snowflake(),
  name: z.string(),
  icon: z.string().nullable(),
  owner_id: snowflake(),
  member_count: z.number().int().optional().describe('Approximate'),
  description: z.string().nullable(),
  premium_tier: z.number().int(),
  preferred_locale: z.string(),
  features: z.array(z.string()),
});

@tool({
  name: 'guild_get',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Get guild profile',
  description: "Read a guild's profile: name, owner, boost tier, locale, feature flags and approximate member count.",
  synonyms: ['server info', 'server details', 'server profile', 'boost level', 'owner', 'member count', 'features', 'server owner'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class GuildGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const g = await platform.request<APIGuild>({ method: 'GET', route: Routes.guild(args.guild_id), query: { with_counts: true } });
    return {
      id: g.id,
      name: g.name,
      icon: g.icon,
      owner_id: g.owner_id,
      ...(g.approximate_member_count !== undefined ? { member_count: g.approximate_member_count } : {}),
      description: g.description,
      premium_tier: g.premium_tier,
      preferred_locale: g.preferred_locale,
      features: [...g.features],
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Guild ${out.id}: boost tier ${out.premium_tier}${out.member_count !== undefined ? `, about ${out.member_count} member(s)` : ''}, ${out.features.length} feature flag(s).`;
  }
}
