import type { APIGuildChannel, APIRole, APITemplate, GuildChannelType } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { computeDrift, type LiveChannel } from './template-drift.js';
import { templateCode, templateOutput, toTemplate } from './template-shape.js';
import type { TemplateSnapshot } from '../shared/template-recommend/template-snapshot.js';

const count = z.number().int();
const input = () => z.strictObject({ guild_id: snowflake('The guild expected to be the template source'), template_code: templateCode });
const output = () => z.strictObject({
  template: templateOutput,
  source_guild_matches: z.boolean(),
  drift: z
    .strictObject({
      template_channel_count: count,
      source_guild_channel_count: count,
      channels_missing_from_guild_count: count,
      channels_added_since_snapshot_count: count,
      channels_not_representable_in_template_count: count,
      template_role_count: count,
      source_guild_role_count: count,
      roles_missing_from_guild_count: count,
      roles_added_since_snapshot_count: count,
      role_permission_difference_count: count,
      channel_setting_difference_count: count,
      permission_overwrite_difference_count: count,
    })
    .nullable()
    .describe('null when the guild is not the template source'),
});

@tool({
  name: 'templates_diff',
  category: 'templates',
  risk: 'read',
  scope: 'guild',
  title: 'Template drift',
  description: 'Count, locally from the template snapshot and the live channel and role lists, how far a guild has drifted from its template before deciding to sync.',
  synonyms: ['template out of date', 'what changed since template', 'compare template', 'template drift', 'unsynced changes'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/guilds/templates/{code}' },
    { method: 'GET', path: '/guilds/{guild_id}/channels' },
    { method: 'GET', path: '/guilds/{guild_id}/roles' },
  ],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class TemplatesDiff implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const t = await platform.request<APITemplate>({ method: 'GET', route: Routes.template(args.template_code) });
    // Comparing a snapshot with an unrelated guild means nothing: say so instead of counting.
    if (t.source_guild_id !== args.guild_id) return { template: toTemplate(t), source_guild_matches: false, drift: null };
    const channels = await platform.request<APIGuildChannel<GuildChannelType>[]>({ method: 'GET', route: Routes.guildChannels(args.guild_id) });
    const roles = await platform.request<APIRole[]>({ method: 'GET', route: Routes.guildRoles(args.guild_id) });
    const drift = computeDrift(t.serialized_source_guild as unknown as TemplateSnapshot, {
      guildId: args.guild_id,
      roles,
      channels: channels as unknown as LiveChannel[],
    });
    return { template: toTemplate(t), source_guild_matches: true, drift };
  }

  summarize(out: ToolOutput<typeof output>): string {
    if (!out.drift) return `Template ${out.template.code} was not made from this guild; no drift computed.`;
    const d = out.drift;
    return `Template ${out.template.code} drift: ${d.channels_added_since_snapshot_count} channel(s) added, ${d.channels_missing_from_guild_count} missing, ${d.roles_added_since_snapshot_count} role(s) added, ${d.roles_missing_from_guild_count} missing, ${d.channel_setting_difference_count + d.role_permission_difference_count + d.permission_overwrite_difference_count} setting/permission difference(s).`;
  }
}
