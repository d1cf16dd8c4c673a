import type { APIGuildApplicationCommandPermissions } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId, commandPermissionsShape, toCommandPermissions } from './command-definition.js';

const input = () => z.strictObject({
  application_id: applicationId(),
  guild_id: snowflake(),
  command_id: snowflake('Command id, or the application id for the app-wide defaults'),
});
const output = () => z.strictObject(commandPermissionsShape);

@tool({
  name: 'commands_get_command_permissions',
  category: 'commands',
  risk: 'read',
  scope: 'guild',
  title: 'Get a command\'s permissions',
  description: 'Read the role, user and channel overrides that decide who may use one command in a guild (404 when none are set).',
  synonyms: ['who can use command', 'command access', 'command overrides', 'restrict command'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}/permissions' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsGetCommandPermissions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const row = await platform.request<APIGuildApplicationCommandPermissions>({
      method: 'GET',
      route: Routes.applicationCommandPermissions(args.application_id, args.guild_id, args.command_id),
    });
    return toCommandPermissions(row);
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Command ${out.id} has ${out.permissions.length} override(s) in guild ${out.guild_id}.`;
  }
}
