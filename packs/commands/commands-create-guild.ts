import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationId, checkCommandDefinition, commandFieldShape, commandName, commandWriteOutput, toCommandBody, toCommandWrite } from './command-definition.js';

const input = () => z
  .strictObject({ application_id: applicationId(), guild_id: snowflake(), name: commandName, ...commandFieldShape })
  .superRefine((v, ctx) => checkCommandDefinition(v, ctx));

@tool({
  name: 'commands_create_guild',
  category: 'commands',
  risk: 'write',
  scope: 'guild',
  title: 'Register a guild command',
  description: 'Register a slash, user or message command in one guild only; it appears instantly, which suits testing. An existing guild command with the same name and type is overwritten.',
  synonyms: ['slash command', 'add command', 'register command', 'context menu', 'test command', 'upsert command'],
  input,
  output: commandWriteOutput,
  platform: [{ method: 'POST', path: '/applications/{application_id}/guilds/{guild_id}/commands' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsCreateGuild implements ToolHandler<typeof input, typeof commandWriteOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { application_id, guild_id, ...fields } = args;
    const created = await platform.request<APIApplicationCommand>({
      method: 'POST',
      route: Routes.applicationGuildCommands(application_id, guild_id),
      body: toCommandBody(fields),
    });
    return toCommandWrite(created);
  }

  summarize(out: z.output<typeof commandWriteOutput>): string {
    return `Guild command ${out.id} registered in guild ${out.guild_id} (type ${out.type}).`;
  }
}
