import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake('Channel or thread id') });
const output = () => z.strictObject({
  id: snowflake(),
  name: z.string().nullable(),
  type: z.number().int(),
  position: z.number().int().optional(),
  parent_id: snowflake().nullable().optional(),
  nsfw: z.boolean(),
  topic: z.string().nullable(),
  rate_limit_per_user: z.number().int().describe('Slowmode seconds'),
  guild_id: snowflake().optional(),
});

/** The fields of Discord's channel object this tool reads; voice channels have no topic or slowmode. */
interface ChannelRead {
  id: string;
  type: number;
  name?: string | null;
  position?: number;
  parent_id?: string | null;
  nsfw?: boolean;
  topic?: string | null;
  rate_limit_per_user?: number;
  guild_id?: string;
}

@tool({
  name: 'channels_get',
  category: 'channels',
  risk: 'read',
  scope: 'channel',
  title: 'Get a channel',
  description: 'Read one channel or thread: its type, parent, topic, slowmode and owning guild.',
  synonyms: ['channel info', 'channel details', 'topic', 'slowmode', 'which category', 'look up channel'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}' }],
  permissions: ['VIEW_CHANNEL'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const c = await platform.request<ChannelRead>({ method: 'GET', route: Routes.channel(args.channel_id) });
    return {
      id: c.id,
      name: c.name ?? null,
      type: c.type,
      ...(c.position !== undefined ? { position: c.position } : {}),
      ...(c.parent_id !== undefined ? { parent_id: c.parent_id } : {}),
      nsfw: c.nsfw ?? false,
      topic: c.topic ?? null,
      rate_limit_per_user: c.rate_limit_per_user ?? 0,
      ...(c.guild_id ? { guild_id: c.guild_id } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Channel ${out.id} (type ${out.type}${out.guild_id ? `, guild ${out.guild_id}` : ''}).`;
  }
}
