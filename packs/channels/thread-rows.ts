import * as z from 'zod';
import { isoTimestamp, snowflake, type PlatformRequester, Routes } from '../../core/index.js';

/** The fields of Discord's thread channel object the thread listings read. */
export interface ThreadRead {
  id: string;
  name?: string | null;
  type: number;
  parent_id?: string | null;
  owner_id?: string | null;
  thread_metadata?: { archived: boolean; locked?: boolean; archive_timestamp?: string | null };
}

/** What Discord's thread-listing endpoints answer. */
export interface ThreadListRead {
  threads: ThreadRead[];
  has_more?: boolean;
}

export const archivedThreadRow = z.strictObject({
  id: snowflake(),
  name: z.string(),
  type: z.number().int(),
  parent_id: snowflake().nullable(),
  owner_id: snowflake().nullable(),
  archive_timestamp: z.string().nullable(),
});

export const archivedThreadsOutput = z.strictObject({
  threads: z.array(archivedThreadRow),
  has_more: z.boolean(),
  count: z.number().int(),
  channel_id: snowflake(),
});

export const toArchivedRow = (t: ThreadRead): z.input<typeof archivedThreadRow> => ({
  id: t.id,
  name: t.name ?? '',
  type: t.type,
  parent_id: t.parent_id ?? null,
  owner_id: t.owner_id ?? null,
  archive_timestamp: t.thread_metadata?.archive_timestamp ?? null,
});

/** Pager limit for archived threads (1..100; Discord's own default when omitted). */
export const archiveLimit = z.number().int().min(1).max(100).optional();

/** Discord's archived-thread routes take limit 2..100: a limit of 1 asks for 2 and keeps the first. */
export const wireLimit = (limit: number | undefined) => (limit === 1 ? 2 : limit);

export const archivedListResult = (list: ThreadListRead, channelId: string, limit: number | undefined): z.input<typeof archivedThreadsOutput> => {
  const rows = list.threads.map(toArchivedRow);
  const threads = limit !== undefined ? rows.slice(0, limit) : rows;
  return { threads, has_more: (list.has_more ?? false) || threads.length < rows.length, count: threads.length, channel_id: channelId };
};

/** Input of the public and private archived-thread listings, which page by archive time. */
export const archivedByTimeInput = z.strictObject({
  channel_id: snowflake('Parent channel'),
  before: isoTimestamp.optional().describe('Only threads archived earlier'),
  limit: archiveLimit,
});

/** Reads one page of a channel's archived public or private threads. */
export async function readArchivedByTime(
  platform: PlatformRequester,
  args: z.output<typeof archivedByTimeInput>,
  kind: 'public' | 'private',
): Promise<z.input<typeof archivedThreadsOutput>> {
  const list = await platform.request<ThreadListRead>({
    method: 'GET',
    route: Routes.channelThreads(args.channel_id, kind),
    // Sent in Discord's canonical form (UTC, with seconds).
    query: { before: args.before && new Date(args.before).toISOString(), limit: wireLimit(args.limit) },
  });
  return archivedListResult(list, args.channel_id, args.limit);
}
