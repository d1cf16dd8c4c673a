import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { memberIdentityFields, toMemberIdentity, type MemberWithUser } from './member-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  query: z.string().min(1).max(100).describe('Start of a username or nickname'),
  limit: pageLimit(1000, 25),
});
const output = () => z.strictObject({ matches: z.array(z.strictObject(memberIdentityFields)), count: z.number().int() });

@tool({
  name: 'members_search',
  category: 'members',
  risk: 'read',
  scope: 'guild',
  title: 'Search members by name',
  description: 'Find members whose username or nickname starts with the given text, to turn a name into a user id.',
  synonyms: ['find user', 'lookup', 'who is', 'name to id', 'find member', 'user id of'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/members/search' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class MembersSearch implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<MemberWithUser[]>({
      method: 'GET',
      route: Routes.guildMembersSearch(args.guild_id),
      query: { query: args.query, limit: args.limit },
    });
    return { matches: rows.map(toMemberIdentity), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} matching member(s).`;
  }
}
