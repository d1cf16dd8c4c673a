import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake(), role_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ added: z.literal(true), user_id: snowflake(), role_id: snowflake() });

@tool({
  name: 'members_add_role',
  category: 'members',
  risk: 'write',
  scope: 'guild',
  title: 'Give a member a role',
  description: "Add one role to a member, keeping their other roles. The role must sit below the bot's highest role. Needs Manage Roles.",
  synonyms: ['assign role', 'grant role', 'promote', 'give rank', 'verify member', 'tag user'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/guilds/{guild_id}/members/{user_id}/roles/{role_id}' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class MembersAddRole implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    await this.hierarchy.assertRoleAssignable('members_add_role', ctx, args.guild_id, args.role_id);
    await ctx.platform.request({ method: 'PUT', route: Routes.guildMemberRole(args.guild_id, args.user_id, args.role_id), reason: args.audit_reason });
    return { added: true, user_id: args.user_id, role_id: args.role_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Gave role ${out.role_id} to ${out.user_id}.`;
  }
}
