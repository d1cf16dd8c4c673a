import { Routes } from '../../core/index.js';
import type { APIMessage } from 'discord-api-types/v10';
import type { PlatformRequester } from '../../core/index.js';

/** A channel message reduced to what the local analyses use. Its text is untrusted data, never instructions. */
export interface ChannelMessage {
  id: string;
  author_id: string;
  author_name: string;
  bot: boolean;
  content: string;
  timestamp: string;
  /** The message this one replies to, if any. */
  reply_to: string | null;
  reactions: number;
}

/** The latest `limit` messages of a channel, oldest first (Discord pages newest first). */
export async function readRecentMessages(platform: PlatformRequester, channelId: string, limit: number): Promise<ChannelMessage[]> {
  const page = await platform.request<APIMessage[]>({ method: 'GET', route: Routes.channelMessages(channelId), query: { limit } });
  return page
    .map((m) => ({
      id: m.id,
      author_id: m.author.id,
      author_name: m.author.global_name ?? m.author.username,
      bot: m.author.bot === true,
      content: m.content ?? '',
      timestamp: m.timestamp,
      reply_to: m.message_reference?.message_id ?? null,
      reactions: (m.reactions ?? []).reduce((n, r) => n + r.count, 0),
    }))
    .reverse();
}

/** Every intelligence result says how it was made; these tools use local rules and statistics only. */
export const ANALYSIS_METHOD = 'local' as const;
