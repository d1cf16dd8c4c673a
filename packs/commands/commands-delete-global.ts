import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), command_id: snowflake() });
const output = () => z.strictObject({ deleted: z.literal(true), command_id: snowflake() });

@tool({
  name: 'commands_delete_global',
  category: 'commands',
  risk: 'destructive',
  scope: 'application',
  title: 'Delete a global command',
  description: 'Unregister one global command so it disappears for every guild and user.',
  synonyms: ['remove command', 'unregister command', 'drop slash command'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/applications/{application_id}/commands/{command_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsDeleteGlobal implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.applicationCommand(args.application_id, args.command_id) });
    return { deleted: true, command_id: args.command_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted global command ${out.command_id}.`;
  }
}
