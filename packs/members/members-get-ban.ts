import type { APIBan } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { banOutput, toBan } from './member-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake() });

@tool({
  name: 'members_get_ban',
  category: 'members',
  risk: 'read',
  scope: 'guild',
  title: 'Get a ban',
  description: 'Check whether one user is banned from a guild and why (404 when not banned). Needs Ban Members.',
  synonyms: ['is banned', 'ban reason', 'check ban', 'ban status', 'is this user banned'],
  input,
  output: banOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/bans/{user_id}' }],
  permissions: ['BAN_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class MembersGetBan implements ToolHandler<typeof input, typeof banOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof banOutput>> {
    return toBan(await platform.request<APIBan>({ method: 'GET', route: Routes.guildBan(args.guild_id, args.user_id) }));
  }

  summarize(out: z.output<typeof banOutput>): string {
    return `User ${out.user_id} is banned${out.reason === null ? ' (no reason recorded)' : ''}.`;
  }
}
