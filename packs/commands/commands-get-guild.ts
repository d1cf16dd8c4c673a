import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId } from './command-definition.js';

const input = () => z.strictObject({ application_id: applicationId(), guild_id: snowflake(), command_id: snowflake() });
const output = () => z.strictObject({
  id: snowflake(),
  application_id: snowflake(),
  guild_id: snowflake(),
  name: z.string(),
  description: z.string(),
  type: z.number().int(),
});

@tool({
  name: 'commands_get_guild',
  category: 'commands',
  risk: 'read',
  scope: 'guild',
  title: 'Get a guild command',
  description: 'Read one guild command definition by id.',
  synonyms: ['command details', 'slash command info', 'show command'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsGetGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const c = await platform.request<APIApplicationCommand>({
      method: 'GET',
      route: Routes.applicationGuildCommand(args.application_id, args.guild_id, args.command_id),
    });
    return { id: c.id, application_id: c.application_id, guild_id: c.guild_id ?? args.guild_id, name: c.name, description: c.description, type: c.type };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Guild command ${out.id} in guild ${out.guild_id} (type ${out.type}).`;
  }
}
