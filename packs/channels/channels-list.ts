import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  channels: z.array(
    z.strictObject({ id: snowflake(), name: z.string(), type: z.number().int(), position: z.number().int(), parent_id: snowflake().nullable(), nsfw: z.boolean() }),
  ),
  count: z.number().int(),
});

interface GuildChannelRead {
  id: string;
  name: string;
  type: number;
  position: number;
  parent_id?: string | null;
  nsfw?: boolean;
}

@tool({
  name: 'channels_list',
  category: 'channels',
  risk: 'read',
  scope: 'guild',
  title: 'List channels',
  description: "List a guild's channels (threads excluded), sorted by position, to map its structure or find a channel id by name.",
  synonyms: ['all channels', 'channel list', 'categories', 'server layout', 'find channel', 'rooms'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/channels' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ChannelsList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<GuildChannelRead[]>({ method: 'GET', route: Routes.guildChannels(args.guild_id) });
    const channels = rows
      .map((c) => ({ id: c.id, name: c.name, type: c.type, position: c.position, parent_id: c.parent_id ?? null, nsfw: c.nsfw ?? false }))
      .sort((a, b) => a.position - b.position);
    return { channels, count: channels.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} channel(s).`;
  }
}
