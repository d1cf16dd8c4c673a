import type { APIGuildWidget } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  id: snowflake(),
  name: z.string(),
  instant_invite: z.string().nullable(),
  presence_count: z.number().int(),
  channels: z.array(z.strictObject({ id: snowflake(), name: z.string(), position: z.number().int() })),
  members_count: z.number().int().describe('Online members listed by the widget (at most 100)'),
});

@tool({
  name: 'guild_get_widget',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Get public widget',
  description: 'Read the public widget data of a guild (online count, listed voice channels, invite link); works only while the widget is enabled.',
  synonyms: ['online count', 'who is online', 'public server info', 'widget json', 'embed data'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/widget.json' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class GuildGetWidget implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const w = await platform.request<APIGuildWidget>({ method: 'GET', route: Routes.guildWidgetJSON(args.guild_id) });
    return {
      id: w.id,
      name: w.name,
      instant_invite: w.instant_invite,
      presence_count: w.presence_count,
      channels: w.channels.map((c) => ({ id: c.id, name: c.name, position: c.position })),
      members_count: w.members.length,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Widget: ${out.presence_count} online, ${out.channels.length} listed channel(s).`;
  }
}
