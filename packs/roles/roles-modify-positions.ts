import type { APIRole } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  positions: z
    .array(z.strictObject({ id: snowflake('Role id'), position: z.number().int().min(0).optional() }))
    .min(1)
    .refine((moves) => new Set(moves.map((m) => m.id)).size === moves.length, 'each role may appear once')
    .describe('Roles to move; the others are renumbered around them'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({
  roles: z.array(z.strictObject({ id: snowflake(), name: z.string(), position: z.number().int() })),
  count: z.number().int(),
});

@tool({
  name: 'roles_modify_positions',
  category: 'roles',
  risk: 'write',
  scope: 'guild',
  title: 'Reorder roles',
  description: "Move roles up or down the hierarchy; only roles below the bot's highest role, and only to places below it. Needs Manage Roles.",
  synonyms: ['reorder roles', 'move role', 'role order', 'promote role', 'sort ranks', 'hierarchy'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/roles' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class RolesModifyPositions implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    await this.hierarchy.assertRolesMovable('roles_modify_positions', ctx, args.guild_id, args.positions);
    const rows = await ctx.platform.request<APIRole[]>({
      method: 'PATCH',
      route: Routes.guildRoles(args.guild_id),
      body: args.positions,
      reason: args.audit_reason,
    });
    const roles = [...rows].sort((a, b) => a.position - b.position).map((r) => ({ id: r.id, name: r.name, position: r.position }));
    return { roles, count: roles.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Role order updated; ${out.count} role(s) listed bottom to top.`;
  }
}
