import type { APIApplicationCommand } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationId, commandListItem } from './command-definition.js';

const input = () => z.strictObject({
  application_id: applicationId(),
  with_localizations: z.boolean().default(false).describe('Include localisation maps'),
});
const output = () => z.strictObject({ commands: z.array(commandListItem), count: z.number().int() });

@tool({
  name: 'commands_list_global',
  category: 'commands',
  risk: 'read',
  scope: 'application',
  title: 'List global commands',
  description: 'List every global slash, user and message command the bot has registered.',
  synonyms: ['slash commands', 'registered commands', 'app commands', 'which commands'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/commands' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class CommandsListGlobal implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIApplicationCommand[]>({
      method: 'GET',
      route: Routes.applicationCommands(args.application_id),
      query: { with_localizations: args.with_localizations || undefined },
    });
    const commands = rows.map((c) => ({ id: c.id, name: c.name, description: c.description, type: c.type }));
    return { commands, count: commands.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} global command(s).`;
  }
}
