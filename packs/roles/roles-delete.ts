import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';

const input = () => z.strictObject({ guild_id: snowflake(), role_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), role_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'roles_delete',
  category: 'roles',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a role',
  description: "Delete a role, taking it from every member and removing its channel overwrites. Only roles below the bot's highest role; needs Manage Roles.",
  synonyms: ['remove role', 'drop rank', 'get rid of role', 'erase role'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/roles/{role_id}' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class RolesDelete implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    await this.hierarchy.assertRoleDeletable('roles_delete', ctx, args.guild_id, args.role_id);
    await ctx.platform.request({ method: 'DELETE', route: Routes.guildRole(args.guild_id, args.role_id), reason: args.audit_reason });
    return { deleted: true, role_id: args.role_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted role ${out.role_id}.`;
  }
}
