import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { memberOutput, toMember, type MemberWithUser } from './member-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  limit: pageLimit(1000, 100),
  after: snowflake('Only members with a larger user id (cursor)').optional(),
});
const output = () => z.strictObject({ members: z.array(memberOutput), count: z.number().int() });

@tool({
  name: 'members_list',
  category: 'members',
  risk: 'read',
  scope: 'guild',
  title: 'List members',
  description: 'Page through the member list in user-id order (after = last user_id). Needs the GUILD_MEMBERS privileged intent.',
  synonyms: ['roster', 'member list', 'everyone in server', 'users', 'who is here', 'export members'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/members' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class MembersList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // Always send limit: Discord's own default page is a single member.
    const rows = await platform.request<MemberWithUser[]>({
      method: 'GET',
      route: Routes.guildMembers(args.guild_id),
      query: { limit: args.limit, after: args.after },
    });
    return { members: rows.map(toMember), count: rows.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} member(s)${out.count ? '; page on with after=<last user_id>.' : '.'}`;
  }
}
