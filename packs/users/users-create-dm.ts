import type { APIDMChannel } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ recipient_id: snowflake('User to open a DM with (operator consent policy applies)') });
const output = () => z.strictObject({ channel_id: snowflake(), type: z.number().int(), recipient_ids: z.array(snowflake()) });

@tool({
  name: 'users_create_dm',
  category: 'users',
  risk: 'write',
  scope: 'global',
  title: 'Open a DM channel',
  description: 'Open (or reuse) a direct-message channel with one user, to message them privately. Contacting a person needs the operator\'s consent policy; refused while ALLOWED_GUILDS is set.',
  synonyms: ['direct message', 'dm', 'private message', 'pm', 'message a user privately'],
  input,
  output,
  platform: [{ method: 'POST', path: '/users/@me/channels' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  // Contacting a person: CHAT_MCP_DM_CONSENT must admit the recipient before anything is sent.
  recipientField: 'recipient_id',
})
export class UsersCreateDm implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const channel = await platform.request<APIDMChannel>({ method: 'POST', route: Routes.userChannels(), body: { recipient_id: args.recipient_id } });
    return { channel_id: channel.id, type: channel.type, recipient_ids: (channel.recipients ?? []).map((u) => u.id) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `DM channel ${out.channel_id} open.`;
  }
}
