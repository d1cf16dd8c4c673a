import type { APIGuildApplicationCommandPermissions } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId, commandPermissionsShape, toCommandPermissions } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), guild_id: snowflake() });
const output = () => z.strictObject({ permissions: z.array(z.strictObject(commandPermissionsShape)), count: z.number().int() });

@tool({
  name: 'commands_get_guild_command_permissions',
  category: 'commands',
  risk: 'read',
  scope: 'guild',
  title: 'List command permissions in a guild',
  description: "List the permission overrides of every one of the bot's commands in a guild (commands without overrides are absent).",
  synonyms: ['who can use commands', 'command access', 'command overrides', 'audit command permissions'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/guilds/{guild_id}/commands/permissions' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsGetGuildCommandPermissions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIGuildApplicationCommandPermissions[]>({
      method: 'GET',
      route: Routes.guildApplicationCommandsPermissions(args.application_id, args.guild_id),
    });
    return { permissions: rows.map(toCommandPermissions), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} command(s) with permission overrides.`;
  }
}
