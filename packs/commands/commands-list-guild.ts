import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId, commandListItem } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), guild_id: snowflake() });
const output = () => z.strictObject({ commands: z.array(commandListItem), count: z.number().int() });

@tool({
  name: 'commands_list_guild',
  category: 'commands',
  risk: 'read',
  scope: 'guild',
  title: 'List guild commands',
  description: "List the commands the bot registered in one guild (global commands are not included).",
  synonyms: ['slash commands', 'registered commands', 'server commands', 'which commands'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/guilds/{guild_id}/commands' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsListGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIApplicationCommand[]>({ method: 'GET', route: Routes.applicationGuildCommands(args.application_id, args.guild_id) });
    const commands = rows.map((c) => ({ id: c.id, name: c.name, description: c.description, type: c.type }));
    return { commands, count: commands.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} guild command(s).`;
  }
}
