import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn, RouteBases, Routes } from '../../core/index.js';

const STYLE = z.literal(['shield', 'banner1', 'banner2', 'banner3', 'banner4']);
const input = () => z.strictObject({ guild_id: snowflake(), style: STYLE.default('shield') });
const output = () => z.strictObject({ url: z.string(), style: STYLE });

@tool({
  name: 'guild_get_widget_image_url',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Widget image URL',
  description: "Build the embeddable widget image URL (GET /guilds/{guild_id}/widget.png) for a style, without any network call; the image shows only while the widget is enabled.",
  synonyms: ['widget banner', 'server badge', 'shield image', 'embed image', 'website badge'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class GuildGetWidgetImageUrl implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>): Promise<ToolReturn<typeof output>> {
    // The public image route; nothing is fetched here.
    return { url: `${RouteBases.api.replace(/\/v10$/, '')}${Routes.guildWidgetImage(args.guild_id)}?style=${args.style}`, style: args.style };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Widget image (${out.style}): ${out.url}`;
  }
}
