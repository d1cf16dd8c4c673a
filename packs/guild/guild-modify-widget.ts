import type { APIGuildWidgetSettings } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWidgetSettings, widgetSettingsOutput } from './widget-settings-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  enabled: z.boolean().optional(),
  channel_id: snowflake('Channel the widget invite points to').nullable().optional(),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'guild_modify_widget',
  category: 'guild',
  risk: 'write',
  scope: 'guild',
  title: 'Change widget settings',
  description: 'Turn the public guild widget on or off and choose the channel its invite targets. Needs Manage Server.',
  synonyms: ['enable widget', 'disable widget', 'server embed', 'website widget'],
  input,
  output: widgetSettingsOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/widget' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildModifyWidget implements ToolHandler<typeof input, typeof widgetSettingsOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, audit_reason, ...fields } = args;
    const res = await platform.request<APIGuildWidgetSettings>({ method: 'PATCH', route: Routes.guildWidgetSettings(guild_id), body: fields, reason: audit_reason });
    return toWidgetSettings(res);
  }

  summarize(out: z.output<typeof widgetSettingsOutput>): string {
    return `Widget is now ${out.enabled ? 'enabled' : 'disabled'}.`;
  }
}
