import type { APIRole } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { roleFields, toRole } from './role-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  roles: z.array(z.strictObject({ ...roleFields, managed: z.boolean().describe('Owned by a bot, booster or integration') })),
  count: z.number().int(),
});

@tool({
  name: 'roles_list',
  category: 'roles',
  risk: 'read',
  scope: 'guild',
  title: 'List roles',
  description: 'List every role of a guild, bottom to top, with its position and permission bitfield.',
  synonyms: ['ranks', 'role hierarchy', 'groups', 'permission levels', 'show roles'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/roles' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class RolesList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIRole[]>({ method: 'GET', route: Routes.guildRoles(args.guild_id) });
    const roles = [...rows].sort((a, b) => a.position - b.position).map((r) => ({ ...toRole(r), managed: r.managed }));
    return { roles, count: roles.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} role(s).`;
  }
}
