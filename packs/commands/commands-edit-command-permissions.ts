import type { APIGuildApplicationCommandPermissions } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId, commandPermissionsShape, permissionOverride, toCommandPermissions } from './command-definition.js';

const input = () => z.strictObject({
  application_id: applicationId(),
  guild_id: snowflake(),
  command_id: snowflake('Command id, or the application id for the app-wide defaults'),
  permissions: z.array(permissionOverride).max(100).describe('The complete new override list; [] removes all'),
  bearer_token: z
    .string()
    .min(1)
    .regex(/^[\w.~+/=-]+$/, 'must be an OAuth2 access token')
    .describe('A guild admin\'s OAuth2 token with applications.commands.permissions.update; used once, never stored'),
});
const output = () => z.strictObject(commandPermissionsShape);

@tool({
  name: 'commands_edit_command_permissions',
  category: 'commands',
  risk: 'destructive',
  scope: 'guild',
  title: 'Replace a command\'s permissions',
  description: "Replace who may use one command in a guild (full replacement: omitted overrides are lost). Discord refuses the bot token here: needs a guild admin's OAuth2 user token.",
  synonyms: ['restrict command', 'allow role to use command', 'lock command', 'command access', 'hide command'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}/permissions' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsEditCommandPermissions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const row = await platform.request<APIGuildApplicationCommandPermissions>({
      method: 'PUT',
      route: Routes.applicationCommandPermissions(args.application_id, args.guild_id, args.command_id),
      body: { permissions: args.permissions },
      // The user's token replaces the bot's for this one request only.
      bearerToken: args.bearer_token,
    });
    return toCommandPermissions(row);
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Command ${out.id} now has ${out.permissions.length} override(s) in guild ${out.guild_id}.`;
  }
}
