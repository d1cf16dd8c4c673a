import type { APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import type { MemberWithUser } from './member-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  user_id: snowflake(),
  nick: z.string().nullable(),
  roles: z.array(snowflake()),
  joined_at: z.string().nullable(),
});

@tool({
  name: 'members_get_current_user',
  category: 'members',
  risk: 'read',
  scope: 'guild',
  title: "Get the bot's own membership",
  description: "Read the bot's own membership in a guild (nickname and roles), e.g. to check where it sits in the role hierarchy before managing roles.",
  synonyms: ['whoami', 'bot roles', 'my roles', 'bot member', 'self', 'role position'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/users/@me' },
    { method: 'GET', path: '/guilds/{guild_id}/members/{user_id}' },
  ],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class MembersGetCurrentUser implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // The bot's id is needed for the member route; only /users/@me gives it.
    const me = await platform.request<APIUser>({ method: 'GET', route: Routes.user() });
    const m = await platform.request<MemberWithUser>({ method: 'GET', route: Routes.guildMember(args.guild_id, me.id) });
    return { user_id: me.id, nick: m.nick ?? null, roles: m.roles, joined_at: m.joined_at ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `The bot (${out.user_id}) holds ${out.roles.length} role(s) here.`;
  }
}
