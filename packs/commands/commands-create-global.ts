import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationId, checkCommandDefinition, commandFieldShape, commandName, commandWriteOutput, toCommandBody, toCommandWrite } from './command-definition.js';

const input = () => z
  .strictObject({ application_id: applicationId(), name: commandName, ...commandFieldShape })
  .superRefine((v, ctx) => checkCommandDefinition(v, ctx));

@tool({
  name: 'commands_create_global',
  category: 'commands',
  risk: 'write',
  scope: 'application',
  title: 'Register a global command',
  description: 'Register a global slash, user or message command for the bot in every guild and DM; an existing command with the same name and type is overwritten. Global changes can take a while to appear.',
  synonyms: ['slash command', 'add command', 'register command', 'context menu', 'app command', 'upsert command'],
  input,
  output: commandWriteOutput,
  platform: [{ method: 'POST', path: '/applications/{application_id}/commands' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsCreateGlobal implements ToolHandler<typeof input, typeof commandWriteOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { application_id, ...fields } = args;
    const created = await platform.request<APIApplicationCommand>({ method: 'POST', route: Routes.applicationCommands(application_id), body: toCommandBody(fields) });
    return toCommandWrite(created);
  }

  summarize(out: z.output<typeof commandWriteOutput>): string {
    return `Global command ${out.id} registered (type ${out.type}).`;
  }
}
