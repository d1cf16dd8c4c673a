import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake(), role_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ removed: z.literal(true), user_id: snowflake(), role_id: snowflake() });

@tool({
  name: 'members_remove_role',
  category: 'members',
  risk: 'write',
  scope: 'guild',
  title: 'Take a role from a member',
  description: "Remove one role from a member, keeping their other roles. The role must sit below the bot's highest role. Needs Manage Roles.",
  synonyms: ['unassign role', 'revoke role', 'demote', 'strip role', 'take away rank'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/members/{user_id}/roles/{role_id}' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class MembersRemoveRole implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    await this.hierarchy.assertRoleAssignable('members_remove_role', ctx, args.guild_id, args.role_id);
    await ctx.platform.request({ method: 'DELETE', route: Routes.guildMemberRole(args.guild_id, args.user_id, args.role_id), reason: args.audit_reason });
    return { removed: true, user_id: args.user_id, role_id: args.role_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Removed role ${out.role_id} from ${out.user_id}.`;
  }
}
