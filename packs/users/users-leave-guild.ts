import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({ left: z.literal(true), guild_id: snowflake() });

@tool({
  name: 'users_leave_guild',
  category: 'users',
  risk: 'destructive',
  scope: 'guild',
  title: 'Make the bot leave a guild',
  description: 'Remove the bot from a guild; only a guild admin can add it back, and every tool loses access to that guild.',
  synonyms: ['leave server', 'remove bot', 'quit guild', 'exit server', 'uninstall'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/users/@me/guilds/{guild_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class UsersLeaveGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.userGuild(args.guild_id) });
    return { left: true, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `The bot left guild ${out.guild_id}.`;
  }
}
