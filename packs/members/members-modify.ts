import * as z from 'zod';
import { auditReason, inject, isoTimestamp, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { RoleHierarchyGuard } from '../shared/role-hierarchy-guard.js';
import type { MemberWithUser } from './member-shape.js';

/** Discord caps a timeout at 28 days from now. */
const MAX_TIMEOUT_MS = 28 * 86_400_000;

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    user_id: snowflake(),
    nick: z.string().max(32).nullable().optional().describe('null clears; Manage Nicknames'),
    roles: z.array(snowflake()).max(350).optional().describe('Replaces the whole role set; Manage Roles'),
    mute: z.boolean().optional().describe('Server mute in voice; Mute Members'),
    deaf: z.boolean().optional().describe('Server deafen; Deafen Members'),
    channel_id: snowflake('Voice channel to move to; null disconnects; Move Members').nullable().optional(),
    communication_disabled_until: isoTimestamp
      .refine((t) => Date.parse(t) - Date.now() <= MAX_TIMEOUT_MS, 'must be at most 28 days from now')
      .nullable()
      .optional()
      .describe('Timeout end, max 28 days ahead; null lifts it; Moderate Members'),
    flags: z.number().int().min(0).optional().describe('Member flags bitfield'),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    const { guild_id: _g, user_id: _u, audit_reason: _r, ...fields } = v;
    if (Object.values(fields).every((f) => f === undefined)) ctx.addIssue({ code: 'custom', path: [], message: 'send at least one field to change' });
    if (v.roles && new Set(v.roles).size !== v.roles.length) ctx.addIssue({ code: 'custom', path: ['roles'], message: 'role ids must be unique' });
  });

const output = () => z.strictObject({ user_id: snowflake(), nick: z.string().nullable(), roles: z.array(snowflake()) });

@tool({
  name: 'members_modify',
  category: 'members',
  risk: 'write',
  scope: 'guild',
  title: 'Update a member',
  description:
    "Change a member's nickname, full role set, voice mute/deafen/channel, or time them out (communication_disabled_until). Each field needs its own permission; the member must rank below the bot.",
  synonyms: ['timeout', 'mute', 'silence', 'rename member', 'nickname', 'move to voice', 'disconnect', 'deafen', 'untimeout', 'set roles', 'mute someone', 'change member nickname'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/members/{user_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class MembersModify implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(RoleHierarchyGuard) private readonly hierarchy: RoleHierarchyGuard) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, user_id, audit_reason, ...fields } = args;
    await this.hierarchy.assertMemberModifiable('members_modify', ctx, guild_id, user_id, fields);
    const m = await ctx.platform.request<MemberWithUser>({ method: 'PATCH', route: Routes.guildMember(guild_id, user_id), body: fields, reason: audit_reason });
    return { user_id: m.user.id, nick: m.nick ?? null, roles: m.roles };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated member ${out.user_id} (${out.roles.length} role(s)).`;
  }
}
