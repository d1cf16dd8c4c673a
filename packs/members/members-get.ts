import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { memberFields, toMember, type MemberWithUser } from './member-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake() });
const output = () => z.strictObject({
  ...memberFields,
  premium_since: z.string().nullable().optional(),
  pending: z.boolean().optional(),
});

@tool({
  name: 'members_get',
  category: 'members',
  risk: 'read',
  scope: 'guild',
  title: 'Get a member',
  description: "Read one member's guild profile: nickname, roles, join date, boost and screening status.",
  synonyms: ['user info', 'whois', 'profile', 'member details', 'lookup user', 'check roles', 'when did they join'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/members/{user_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class MembersGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<MemberWithUser>({ method: 'GET', route: Routes.guildMember(args.guild_id, args.user_id) });
    return { ...toMember(m), premium_since: m.premium_since ?? null, pending: m.pending ?? false };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Member ${out.user_id} has ${out.roles.length} role(s).`;
  }
}
