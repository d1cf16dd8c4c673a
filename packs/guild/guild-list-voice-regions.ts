import type { APIVoiceRegion } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  regions: z.array(z.strictObject({ id: z.string(), name: z.string(), optimal: z.boolean(), deprecated: z.boolean(), custom: z.boolean() })),
  count: z.number().int(),
});

@tool({
  name: 'guild_list_voice_regions',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'List guild voice regions',
  description: "List the voice regions available to a guild, including VIP-only ones, to pick a channel's rtc_region.",
  synonyms: ['rtc region', 'voice server location', 'voice latency', 'region list'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/regions' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class GuildListVoiceRegions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIVoiceRegion[]>({ method: 'GET', route: Routes.guildVoiceRegions(args.guild_id) });
    const regions = rows.map((r) => ({ id: r.id, name: r.name, optimal: r.optimal, deprecated: r.deprecated, custom: r.custom }));
    return { regions, count: regions.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const best = out.regions.find((r) => r.optimal);
    return `${out.count} voice region(s)${best ? `; optimal: ${best.id}` : ''}.`;
  }
}
