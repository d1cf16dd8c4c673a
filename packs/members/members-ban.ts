import * as z from 'zod';
import { auditReason, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';
import { deleteMessageSeconds } from './delete-message-seconds.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  user_id: snowflake(),
  delete_message_seconds: deleteMessageSeconds.optional(),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ banned: z.literal(true), user_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'members_ban',
  category: 'members',
  risk: 'destructive',
  scope: 'guild',
  title: 'Ban a user',
  description: 'Ban a user (member or not) so they cannot rejoin until unbanned, optionally deleting their recent messages. A member must rank below the bot. Needs Ban Members.',
  synonyms: ['banish', 'block user', 'permaban', 'remove permanently', 'blacklist', 'raider', 'ban and delete messages'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/guilds/{guild_id}/bans/{user_id}' }],
  permissions: ['BAN_MEMBERS'],
  idempotent: true,
  openWorld: true,
})
export class MembersBan implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    await this.hierarchy.assertMemberActionable('members_ban', ctx, args.guild_id, args.user_id, 'ban_member');
    await ctx.platform.request({
      method: 'PUT',
      route: Routes.guildBan(args.guild_id, args.user_id),
      body: args.delete_message_seconds !== undefined ? { delete_message_seconds: args.delete_message_seconds } : {},
      reason: args.audit_reason,
    });
    return { banned: true, user_id: args.user_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Banned ${out.user_id} from guild ${out.guild_id}.`;
  }
}
