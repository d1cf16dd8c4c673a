import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), guild_id: snowflake(), command_id: snowflake() });
const output = () => z.strictObject({ deleted: z.literal(true), command_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'commands_delete_guild',
  category: 'commands',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a guild command',
  description: 'Unregister one guild command from its guild.',
  synonyms: ['remove command', 'unregister command', 'drop slash command'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsDeleteGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.applicationGuildCommand(args.application_id, args.guild_id, args.command_id) });
    return { deleted: true, command_id: args.command_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted command ${out.command_id} from guild ${out.guild_id}.`;
  }
}
