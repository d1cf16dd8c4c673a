import type { APIRole } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';
import { permissionBitfield, roleColor, roleIcon, roleOutput, roleUnicodeEmoji, toPermissionNumber, toRole } from './role-shape.js';

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    role_id: snowflake(),
    name: z.string().min(1).max(100).nullable().optional(),
    permissions: permissionBitfield.optional(),
    color: roleColor.nullable().optional(),
    hoist: z.boolean().nullable().optional().describe('Show members separately'),
    icon: roleIcon.optional(),
    unicode_emoji: roleUnicodeEmoji.optional(),
    mentionable: z.boolean().nullable().optional(),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    const { guild_id: _g, role_id: _r, audit_reason: _a, ...fields } = v;
    if (Object.values(fields).every((f) => f === undefined)) ctx.addIssue({ code: 'custom', path: [], message: 'send at least one field to change' });
  });

@tool({
  name: 'roles_modify',
  category: 'roles',
  risk: 'write',
  scope: 'guild',
  title: 'Update a role',
  description: "Change a role's name, colour, permissions, icon, hoisting or mentionability. Only roles below the bot's highest role; needs Manage Roles.",
  synonyms: ['edit role', 'rename role', 'recolor role', 'role permissions', 'change rank'],
  input,
  output: roleOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/roles/{role_id}' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class RolesModify implements ToolHandler<typeof input, typeof roleOutput> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<z.input<typeof roleOutput>> {
    const { guild_id, role_id, audit_reason, permissions, ...fields } = args;
    await this.hierarchy.assertRoleEditable('roles_modify', ctx, guild_id, role_id);
    const updated = await ctx.platform.request<APIRole>({
      method: 'PATCH',
      route: Routes.guildRole(guild_id, role_id),
      body: { ...fields, ...(permissions !== undefined ? { permissions: toPermissionNumber(permissions) } : {}) },
      reason: audit_reason,
    });
    return toRole(updated);
  }

  summarize(out: z.output<typeof roleOutput>): string {
    return `Updated role ${out.id}.`;
  }
}
