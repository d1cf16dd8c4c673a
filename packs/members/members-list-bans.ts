import type { APIBan } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { banOutput, toBan } from './member-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  limit: pageLimit(1000, 1000),
  before: snowflake('Only bans of smaller user ids').optional(),
  after: snowflake('Only bans of larger user ids').optional(),
});
const output = () => z.strictObject({ bans: z.array(banOutput), count: z.number().int() });

@tool({
  name: 'members_list_bans',
  category: 'members',
  risk: 'read',
  scope: 'guild',
  title: 'List bans',
  description: 'List the bans of a guild with their reasons, paged by user id, e.g. to review or reverse old moderation. Needs Ban Members.',
  synonyms: ['ban list', 'banned users', 'blacklist', 'who is banned', 'moderation history'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/bans' }],
  permissions: ['BAN_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class MembersListBans implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIBan[]>({
      method: 'GET',
      route: Routes.guildBans(args.guild_id),
      query: { limit: args.limit, before: args.before, after: args.after },
    });
    return { bans: rows.map(toBan), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} ban(s).`;
  }
}
