import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationId, bulkOutput, commandSet, toBulkOutput, toCommandBody } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), commands: commandSet });

@tool({
  name: 'commands_bulk_overwrite_global',
  category: 'commands',
  risk: 'destructive',
  scope: 'application',
  title: 'Replace all global commands',
  description: 'Replace the bot\'s entire global command set in one call: commands missing from the list are deleted everywhere. Use to sync a full command definition.',
  synonyms: ['sync commands', 'deploy commands', 'publish commands', 'overwrite commands', 'reset commands'],
  input,
  output: bulkOutput,
  platform: [{ method: 'PUT', path: '/applications/{application_id}/commands' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsBulkOverwriteGlobal implements ToolHandler<typeof input, typeof bulkOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const rows = await platform.request<APIApplicationCommand[]>({
      method: 'PUT',
      route: Routes.applicationCommands(args.application_id),
      body: args.commands.map(toCommandBody),
    });
    return toBulkOutput(rows);
  }

  summarize(out: z.output<typeof bulkOutput>): string {
    return `Global command set replaced: ${out.count} command(s) now registered.`;
  }
}
