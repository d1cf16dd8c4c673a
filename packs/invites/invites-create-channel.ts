import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import type { InviteRead } from './invite-shape.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z
  .strictObject({
    channel_id: snowflake(),
    max_age: z.number().int().min(0).max(604800).optional().describe('Seconds; 0 never expires; default 86400'),
    max_uses: z.number().int().min(0).max(100).optional().describe('0 unlimited'),
    temporary: z.boolean().optional().describe('Kick joiners on disconnect unless given a role'),
    unique: z.boolean().optional().describe('Force a new code instead of reusing a similar invite'),
    target_type: z.literal([1, 2]).optional().describe('1 stream, 2 embedded application'),
    target_user_id: snowflake('Streamer, for target_type 1').optional(),
    target_application_id: snowflake('Activity, for target_type 2').optional(),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.target_type === 1 && !v.target_user_id) ctx.addIssue({ code: 'custom', path: ['target_user_id'], message: 'required for target_type 1' });
    if (v.target_type === 2 && !v.target_application_id) ctx.addIssue({ code: 'custom', path: ['target_application_id'], message: 'required for target_type 2' });
    if (v.target_user_id && v.target_type !== 1) ctx.addIssue({ code: 'custom', path: ['target_user_id'], message: 'only with target_type 1' });
    if (v.target_application_id && v.target_type !== 2) ctx.addIssue({ code: 'custom', path: ['target_application_id'], message: 'only with target_type 2' });
  });

const output = () => z.strictObject({
  code: z.string(),
  expires_at: z.string().nullable().optional(),
  max_age: z.number().int().optional(),
  max_uses: z.number().int().optional(),
  temporary: z.boolean().optional(),
  unique: z.boolean().optional(),
  inviter_id: snowflake().optional(),
});

@tool({
  name: 'invites_create_channel',
  category: 'invites',
  risk: 'write',
  scope: 'channel',
  title: 'Create an invite',
  description: 'Create an invite link to a channel with optional expiry, use limit or temporary membership. Needs Create Invite.',
  synonyms: ['invite link', 'join link', 'discord.gg', 'share server', 'onboard', 'invite people', 'expiring invite', 'invite that expires', 'temporary invite'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/invites' }],
  permissions: ['CREATE_INSTANT_INVITE'],
  channelTypes: { channel_id: CHANNEL_TYPES.invitable },
  idempotent: false,
  openWorld: true,
})
export class InvitesCreateChannel implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { channel_id, audit_reason, ...fields } = args;
    const inv = await platform.request<InviteRead>({ method: 'POST', route: Routes.channelInvites(channel_id), body: fields, reason: audit_reason });
    return {
      code: inv.code,
      ...(inv.expires_at !== undefined ? { expires_at: inv.expires_at } : {}),
      ...(inv.max_age !== undefined ? { max_age: inv.max_age } : {}),
      ...(inv.max_uses !== undefined ? { max_uses: inv.max_uses } : {}),
      ...(inv.temporary !== undefined ? { temporary: inv.temporary } : {}),
      // Discord does not echo `unique`; report what was asked for.
      ...(args.unique !== undefined ? { unique: args.unique } : {}),
      ...(inv.inviter ? { inviter_id: inv.inviter.id } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created invite ${out.code}${out.expires_at ? ` (expires ${out.expires_at})` : ''}.`;
  }
}
