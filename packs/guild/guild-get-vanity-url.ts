import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({ code: z.string().nullable(), uses: z.number().int() });

@tool({
  name: 'guild_get_vanity_url',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Get vanity invite',
  description: "Read the guild's custom vanity invite code (null when none) and how often it has been used. Needs Manage Server.",
  synonyms: ['custom invite', 'vanity link', 'discord.gg link', 'invite uses'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/vanity-url' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildGetVanityUrl implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const res = await platform.request<{ code: string | null; uses?: number }>({ method: 'GET', route: Routes.guildVanityUrl(args.guild_id) });
    return { code: res.code ?? null, uses: res.uses ?? 0 };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return out.code === null ? 'No vanity invite is set.' : `Vanity invite used ${out.uses} time(s).`;
  }
}
