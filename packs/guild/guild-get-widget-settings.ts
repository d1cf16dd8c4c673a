import type { APIGuildWidgetSettings } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWidgetSettings, widgetSettingsOutput } from './widget-settings-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });

@tool({
  name: 'guild_get_widget_settings',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Get widget settings',
  description: 'Check whether the guild widget is enabled and which channel its invite points to. Needs Manage Server.',
  synonyms: ['server widget', 'embed settings', 'widget enabled'],
  input,
  output: widgetSettingsOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/widget' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildGetWidgetSettings implements ToolHandler<typeof input, typeof widgetSettingsOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toWidgetSettings(await platform.request<APIGuildWidgetSettings>({ method: 'GET', route: Routes.guildWidgetSettings(args.guild_id) }));
  }

  summarize(out: z.output<typeof widgetSettingsOutput>): string {
    return `Widget ${out.enabled ? 'enabled' : 'disabled'}${out.channel_id ? `, invite to channel ${out.channel_id}` : ''}.`;
  }
}
