import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationId, bulkOutput, commandSet, toBulkOutput, toCommandBody } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), guild_id: snowflake(), commands: commandSet });

@tool({
  name: 'commands_bulk_overwrite_guild',
  category: 'commands',
  risk: 'destructive',
  scope: 'guild',
  title: 'Replace all guild commands',
  description: "Replace all of the bot's commands in one guild: guild commands missing from the list are deleted.",
  synonyms: ['sync commands', 'deploy commands', 'publish commands', 'overwrite commands', 'reset commands'],
  input,
  output: bulkOutput,
  platform: [{ method: 'PUT', path: '/applications/{application_id}/guilds/{guild_id}/commands' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsBulkOverwriteGuild implements ToolHandler<typeof input, typeof bulkOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const rows = await platform.request<APIApplicationCommand[]>({
      method: 'PUT',
      route: Routes.applicationGuildCommands(args.application_id, args.guild_id),
      body: args.commands.map(toCommandBody),
    });
    return toBulkOutput(rows);
  }

  summarize(out: z.output<typeof bulkOutput>): string {
    return `Guild command set replaced: ${out.count} command(s) now registered.`;
  }
}
