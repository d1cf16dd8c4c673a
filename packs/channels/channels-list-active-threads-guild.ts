import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import type { ThreadListRead } from './thread-rows.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  threads: z.array(
    z.strictObject({
      id: snowflake(),
      name: z.string(),
      type: z.number().int(),
      parent_id: snowflake().nullable(),
      owner_id: snowflake().nullable(),
      archived: z.boolean(),
      locked: z.boolean(),
    }),
  ),
  count: z.number().int(),
  guild_id: snowflake(),
});

@tool({
  name: 'channels_list_active_threads_guild',
  category: 'channels',
  risk: 'read',
  scope: 'guild',
  title: 'List active threads',
  description: 'List every active (unarchived) thread in a guild that the bot can see.',
  synonyms: ['open threads', 'live threads', 'ongoing discussions', 'active posts', 'all threads'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/threads/active' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ChannelsListActiveThreadsGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const list = await platform.request<ThreadListRead>({ method: 'GET', route: Routes.guildActiveThreads(args.guild_id) });
    const threads = list.threads.map((t) => ({
      id: t.id,
      name: t.name ?? '',
      type: t.type,
      parent_id: t.parent_id ?? null,
      owner_id: t.owner_id ?? null,
      archived: t.thread_metadata?.archived ?? false,
      locked: t.thread_metadata?.locked ?? false,
    }));
    return { threads, count: threads.length, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} active thread(s) in guild ${out.guild_id}.`;
  }
}
