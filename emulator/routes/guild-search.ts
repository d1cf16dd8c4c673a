import type { RouteModule } from '../http/route-types.js';
import { P } from '../permissions.js';
import { apiMessage } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { MessageRecord } from '../state/records.js';
import { accessChannel, cmpId } from './message-access.js';

const DEFAULT_LIMIT = 25;
const INDEX_RETRY_AFTER = 2;
const URL_PATTERN = /https?:\/\/([^\s/<>]+)[^\s<>]*/gi;

interface Attachment {
  filename?: string;
  content_type?: string;
}

const hostnames = (m: MessageRecord) => [...m.content.matchAll(URL_PATTERN)].map((match) => match[1]!.toLowerCase());
const attachmentsOf = (m: MessageRecord) => m.attachments as Attachment[];
const mediaKind = (kind: string) => (m: MessageRecord) => attachmentsOf(m).some((a) => a.content_type?.startsWith(`${kind}/`));

/** What each `has` value tests (Discord: a leading dash negates). */
const HAS: Record<string, (m: MessageRecord) => boolean> = {
  link: (m) => hostnames(m).length > 0,
  embed: (m) => m.embeds.length > 0,
  file: (m) => m.attachments.length > 0,
  image: mediaKind('image'),
  video: mediaKind('video'),
  sound: mediaKind('audio'),
  sticker: (m) => Boolean(m.sticker_items?.length),
  poll: (m) => Boolean(m.poll),
  snapshot: () => false,
};

/** User ids a message mentions (<@id> or <@!id> in its text). */
const mentioned = (m: MessageRecord) => new Set([...m.content.matchAll(/<@!?(\d{17,20})>/g)].map((match) => match[1]!));

/** Messages of the guild in channels (and threads) where the bot may read history. */
function readableMessages(state: EmulatorState, guildId: string): MessageRecord[] {
  const readable = new Map<string, boolean>();
  const canRead = (channelId: string) => {
    if (!readable.has(channelId)) {
      const channel = state.channels.get(channelId);
      let ok = false;
      if (channel?.guild_id === guildId) {
        try {
          ok = Boolean(accessChannel(state, channelId).perms & P.READ_MESSAGE_HISTORY);
        } catch {
          ok = false;
        }
      }
      readable.set(channelId, ok);
    }
    return readable.get(channelId)!;
  };
  return [...state.messages.values()].filter((m) => canRead(m.channel_id));
}

/** Every filter of Discord's guild search over the stored messages; repeated query parameters are OR within one filter. */
function matches(query: URLSearchParams): (m: MessageRecord) => boolean {
  const list = (name: string) => query.getAll(name);
  const words = (query.get('content') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const authors = new Set(list('author_id'));
  const mentions = list('mentions');
  const channels = new Set(list('channel_id'));
  const has = list('has');
  const hosts = list('link_hostname').map((h) => h.toLowerCase());
  const extensions = list('attachment_extension').map((e) => e.toLowerCase().replace(/^\./, ''));
  const [minId, maxId, pinned] = [query.get('min_id'), query.get('max_id'), query.get('pinned')];
  return (m) =>
    words.every((w) => m.content.toLowerCase().includes(w)) &&
    (!authors.size || authors.has(m.author_id)) &&
    (!mentions.length || mentions.some((id) => mentioned(m).has(id))) &&
    (!channels.size || channels.has(m.channel_id)) &&
    has.every((h) => (h.startsWith('-') ? !HAS[h.slice(1)]!(m) : HAS[h]!(m))) &&
    (!hosts.length || hostnames(m).some((h) => hosts.includes(h))) &&
    (!extensions.length || attachmentsOf(m).some((a) => extensions.includes((a.filename ?? '').split('.').pop()!.toLowerCase()))) &&
    (!minId || cmpId(m.id, minId) > 0) &&
    (!maxId || cmpId(m.id, maxId) < 0) &&
    (pinned === null || m.pinned === (pinned === 'true'));
}

export const guildSearchRoutes: RouteModule = (r) => {
  /** Discord's server-wide message search; 202 with retry_after while a new guild's index is being built. */
  r.get('/guilds/{guild_id}/messages/search', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    if (state.searchIndexing && !state.searchIndexed.has(guild.id)) {
      state.searchIndexed.add(guild.id);
      return { status: 202, body: { message: 'Index not yet available. Try again later', code: 110000, documents_indexed: 0, retry_after: INDEX_RETRY_AFTER } };
    }
    const ascending = query.get('sort_order') === 'asc';
    const found = readableMessages(state, guild.id)
      .filter(matches(query))
      .sort((a, b) => (ascending ? cmpId(a.id, b.id) : cmpId(b.id, a.id)));
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? DEFAULT_LIMIT);
    const page = found.slice(offset, offset + limit);
    return { body: { messages: page.map((m) => [{ ...apiMessage(state, m), hit: true }]), total_results: found.length, doing_deep_historical_index: false, threads: [], members: [] } };
  });
};
