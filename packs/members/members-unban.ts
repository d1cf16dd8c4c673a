import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ unbanned: z.literal(true), user_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'members_unban',
  category: 'members',
  risk: 'write',
  scope: 'guild',
  title: 'Lift a ban',
  description: 'Remove a ban so the user can join the guild again. Needs Ban Members.',
  synonyms: ['pardon', 'revoke ban', 'unblock user', 'forgive', 'allow back'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/bans/{user_id}' }],
  permissions: ['BAN_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class MembersUnban implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // Discord's description of this route requires a JSON body, even though it has no fields.
    await platform.request({ method: 'DELETE', route: Routes.guildBan(args.guild_id, args.user_id), body: {}, reason: args.audit_reason });
    return { unbanned: true, user_id: args.user_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Unbanned ${out.user_id} in guild ${out.guild_id}.`;
  }
}
