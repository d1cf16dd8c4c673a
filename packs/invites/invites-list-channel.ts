import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { inviterName, type InviteRead } from './invite-shape.js';

const input = () => z
  .strictObject({
    channel_id: snowflake().optional(),
    guild_id: snowflake('Instead of channel_id: every invite of the server (needs Manage Server)').optional(),
  })
  .refine((v) => Boolean(v.channel_id) !== Boolean(v.guild_id), { path: ['channel_id'], message: 'give channel_id or guild_id, exactly one' });
const output = () => z.strictObject({
  invites: z.array(
    z.strictObject({
      code: z.string(),
      uses: z.number().int().optional(),
      max_uses: z.number().int().optional(),
      max_age: z.number().int().optional(),
      temporary: z.boolean().optional(),
      created_at: z.string().optional(),
      expires_at: z.string().nullable().optional(),
      inviter_id: snowflake().optional(),
      inviter_name: z.string().optional(),
      channel_id: snowflake().optional().describe('Target channel'),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'invites_list_channel',
  category: 'invites',
  risk: 'read',
  scope: 'channel',
  title: 'List channel invites',
  description: 'List the active invites of one channel, or with guild_id of the whole server, with their usage, expiry, target channel and creators. Needs Manage Channels (Manage Server for guild_id).',
  synonyms: ['invite links', 'who invited', 'invite usage', 'active invites', 'join links', 'all server invites', 'raid invites'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/channels/{channel_id}/invites' },
    { method: 'GET', path: '/guilds/{guild_id}/invites' },
  ],
  permissions: ['MANAGE_CHANNELS'],
  idempotent: true,
  openWorld: true,
})
export class InvitesListChannel implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const route = args.guild_id ? Routes.guildInvites(args.guild_id) : Routes.channelInvites(args.channel_id!);
    const rows = (await platform.request<(InviteRead | null)[] | null>({ method: 'GET', route })) ?? [];
    // Discord's guild list may hold null entries (OpenAPI): skipped.
    const invites = rows.filter((inv): inv is InviteRead => inv !== null).map((inv) => {
      const name = inviterName(inv);
      return {
        code: inv.code,
        ...(inv.uses !== undefined ? { uses: inv.uses } : {}),
        ...(inv.max_uses !== undefined ? { max_uses: inv.max_uses } : {}),
        ...(inv.max_age !== undefined ? { max_age: inv.max_age } : {}),
        ...(inv.temporary !== undefined ? { temporary: inv.temporary } : {}),
        ...(inv.created_at !== undefined ? { created_at: inv.created_at } : {}),
        ...(inv.expires_at !== undefined ? { expires_at: inv.expires_at } : {}),
        ...(inv.inviter ? { inviter_id: inv.inviter.id } : {}),
        ...(name !== undefined ? { inviter_name: name } : {}),
        ...(args.guild_id && inv.channel ? { channel_id: inv.channel.id } : {}),
      };
    });
    return { invites, count: invites.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} invite(s).`;
  }
}
