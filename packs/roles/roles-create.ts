import type { APIRole } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { permissionBitfield, roleColor, roleIcon, roleOutput, roleUnicodeEmoji, toPermissionNumber, toRole } from './role-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  name: z.string().min(1).max(100).optional().describe('Default "new role"'),
  permissions: permissionBitfield.optional(),
  color: roleColor.optional(),
  hoist: z.boolean().optional().describe('Show members separately'),
  icon: roleIcon.optional(),
  unicode_emoji: roleUnicodeEmoji.optional(),
  mentionable: z.boolean().optional(),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'roles_create',
  category: 'roles',
  risk: 'write',
  scope: 'guild',
  title: 'Create a role',
  description: 'Create a role with a name, colour and permissions; it starts at the bottom of the hierarchy. Needs Manage Roles; the bot can only grant permissions it has.',
  synonyms: ['new role', 'add role', 'make rank', 'create group', 'set up role'],
  input,
  output: roleOutput,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/roles' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: false,
  openWorld: true,
})
export class RolesCreate implements ToolHandler<typeof input, typeof roleOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof roleOutput>> {
    const { guild_id, audit_reason, permissions, ...fields } = args;
    const created = await platform.request<APIRole>({
      method: 'POST',
      route: Routes.guildRoles(guild_id),
      body: { ...fields, ...(permissions !== undefined ? { permissions: toPermissionNumber(permissions) } : {}) },
      reason: audit_reason,
    });
    return toRole(created);
  }

  summarize(out: z.output<typeof roleOutput>): string {
    return `Created role ${out.id} at position ${out.position}.`;
  }
}
