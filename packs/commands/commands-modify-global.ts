import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationId, checkCommandDefinition, commandFieldShape, commandName, commandWriteOutput, toCommandBody, toCommandWrite } from './command-definition.js';

const input = () => z
  .strictObject({ application_id: applicationId(), command_id: snowflake(), name: commandName.optional(), ...commandFieldShape })
  .superRefine((v, ctx) => checkCommandDefinition(v, ctx, v.type !== undefined));

@tool({
  name: 'commands_modify_global',
  category: 'commands',
  risk: 'write',
  scope: 'application',
  title: 'Edit a global command',
  description: 'Change selected fields of one global command (name, description, options, default permissions...); omitted fields stay as they are.',
  synonyms: ['update command', 'rename command', 'edit slash command', 'change options'],
  input,
  output: commandWriteOutput,
  platform: [{ method: 'PATCH', path: '/applications/{application_id}/commands/{command_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsModifyGlobal implements ToolHandler<typeof input, typeof commandWriteOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    // A command's type cannot change; `type` only selects which naming rules the input is checked against.
    const { application_id, command_id, type: _type, ...fields } = args;
    const updated = await platform.request<APIApplicationCommand>({
      method: 'PATCH',
      route: Routes.applicationCommand(application_id, command_id),
      body: toCommandBody(fields),
    });
    return toCommandWrite(updated);
  }

  summarize(out: z.output<typeof commandWriteOutput>): string {
    return `Global command ${out.id} updated.`;
  }
}
