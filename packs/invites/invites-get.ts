import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { inviteCode, inviterName, type InviteRead } from './invite-shape.js';

const input = () => z.strictObject({
  code: inviteCode,
  with_counts: z.boolean().optional().describe('Include approximate member and online counts'),
  with_expiration: z.boolean().optional().describe('Deprecated and ignored: expires_at is always returned'),
  guild_scheduled_event_id: snowflake('Attach this scheduled event').optional(),
});
const output = () => z.strictObject({
  code: z.string(),
  channel_id: snowflake().nullable(),
  guild_id: snowflake().optional(),
  inviter_id: snowflake().optional(),
  inviter_name: z.string().optional(),
  expires_at: z.string().nullable().optional(),
  approximate_member_count: z.number().int().optional(),
  approximate_presence_count: z.number().int().optional(),
});

@tool({
  name: 'invites_get',
  category: 'invites',
  risk: 'read',
  scope: 'channel',
  title: 'Resolve an invite',
  description: 'Resolve an invite code to its guild, channel, inviter and expiry, e.g. to vet a link posted in chat.',
  synonyms: ['check invite', 'vet link', 'where does this invite go', 'invite info', 'lookup discord.gg', 'where does invite lead', 'resolve invite', 'check invite link'],
  input,
  output,
  platform: [{ method: 'GET', path: '/invites/{code}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class InvitesGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // with_expiration is no longer a parameter of Discord's route; it is accepted and not sent.
    const inv = await platform.request<InviteRead>({
      method: 'GET',
      route: Routes.invite(args.code),
      query: { with_counts: args.with_counts, guild_scheduled_event_id: args.guild_scheduled_event_id },
    });
    const name = inviterName(inv);
    return {
      code: inv.code,
      channel_id: inv.channel?.id ?? null,
      ...(inv.guild ? { guild_id: inv.guild.id } : {}),
      ...(inv.inviter ? { inviter_id: inv.inviter.id } : {}),
      ...(name !== undefined ? { inviter_name: name } : {}),
      ...(inv.expires_at !== undefined ? { expires_at: inv.expires_at } : {}),
      ...(inv.approximate_member_count !== undefined ? { approximate_member_count: inv.approximate_member_count } : {}),
      ...(inv.approximate_presence_count !== undefined ? { approximate_presence_count: inv.approximate_presence_count } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Invite ${out.code} leads to ${out.guild_id ? `guild ${out.guild_id}` : 'no guild'}, channel ${out.channel_id ?? 'none'}.`;
  }
}
