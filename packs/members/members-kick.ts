import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ kicked: z.literal(true), user_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'members_kick',
  category: 'members',
  risk: 'destructive',
  scope: 'guild',
  title: 'Kick a member',
  description: 'Remove a member from the guild; they lose their roles but can rejoin with an invite. The member must rank below the bot. Needs Kick Members.',
  synonyms: ['remove member', 'boot', 'expel', 'throw out', 'eject'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/members/{user_id}' }],
  permissions: ['KICK_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class MembersKick implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    await this.hierarchy.assertMemberActionable('members_kick', ctx, args.guild_id, args.user_id, 'kick_member');
    await ctx.platform.request({ method: 'DELETE', route: Routes.guildMember(args.guild_id, args.user_id), reason: args.audit_reason });
    return { kicked: true, user_id: args.user_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Kicked ${out.user_id} from guild ${out.guild_id}.`;
  }
}
