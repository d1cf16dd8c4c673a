import { createHash } from 'node:crypto';
import { inject, injectable } from '../dependency-injection.js';
import { PlatformClient } from './platform-client.js';
import type { PlatformRequester } from './platform-requester.js';

/** Which lookup proves an object's guild. */
export type OwnerKind = 'channel' | 'webhook' | 'invite';

/** What one lookup established: the owning guild, and for a channel its type and (for DMs) its recipients. */
export interface OwnerFacts {
  guildId: string | null;
  /** Discord's channel type (1 DM, 3 group DM, ...), when the lookup was a channel. */
  channelType?: number;
  /** The other people of a DM or group DM (Discord lists them without the bot). */
  recipientIds?: readonly string[];
}

/** Discord's direct-message channel types: a DM (1) and a group DM (3). */
export const DM_CHANNEL_TYPES: ReadonlySet<number> = new Set([1, 3]);

const MAX_ENTRIES = 2_000;
const TTL_MS = 5 * 60_000;

/**
 * Resolves channels, webhooks and invites to the guild that owns them, for the allowlist.
 * A bounded LRU with a TTL: unknown-id churn cannot grow memory, and a moved object is re-read soon.
 * Only successful lookups are cached.
 */
@injectable()
export class GuildResolver {
  private readonly cache = new Map<string, { facts: OwnerFacts; expires: number }>();

  constructor(@inject(PlatformClient) private readonly platform: PlatformRequester) {}

  /**
   * A webhook reached through its token (no bot authorisation). The cache key holds a hash of the token,
   * never the token itself. `signal`: the asking call's cancellation, so an abandoned call stops its lookup too.
   */
  async guildOfWebhookToken(webhookId: string, token: string, signal?: AbortSignal): Promise<string | null> {
    const digest = createHash('sha256').update(token).digest('hex').slice(0, 32);
    const facts = await this.cached(`webhook-token:${webhookId}:${digest}`, () =>
      this.read(`/webhooks/${webhookId}/${encodeURIComponent(token)}`, false, false, signal),
    );
    return facts.guildId;
  }

  async guildOf(kind: OwnerKind, id: string, signal?: AbortSignal): Promise<string | null> {
    return (await this.factsOf(kind, id, signal)).guildId;
  }

  /** The owner already in the cache (not expired), without a request: undefined when it is not known. */
  known(kind: OwnerKind, id: string): string | null | undefined {
    const hit = this.cache.get(`${kind}:${id}`);
    return hit && hit.expires > Date.now() ? hit.facts.guildId : undefined;
  }

  /**
   * The same cached lookup as guildOf, with the channel's type and DM recipients (the channel-type and consent
   * steps read them): no second request. `signal`: the asking call's cancellation.
   */
  factsOf(kind: OwnerKind, id: string, signal?: AbortSignal): Promise<OwnerFacts> {
    const route = kind === 'channel' ? `/channels/${id}` : kind === 'webhook' ? `/webhooks/${id}` : `/invites/${encodeURIComponent(id)}`;
    return this.cached(`${kind}:${id}`, () => this.read(route, true, kind === 'channel', signal));
  }

  private async cached(key: string, lookup: () => Promise<OwnerFacts>): Promise<OwnerFacts> {
    const hit = this.cache.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.facts;
    }
    const facts = await lookup();
    this.cache.delete(key);
    this.cache.set(key, { facts, expires: now + TTL_MS });
    while (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return facts;
  }

  private async read(route: string, auth: boolean, channel: boolean, signal?: AbortSignal): Promise<OwnerFacts> {
    const found = await this.platform.request<{
      guild_id?: string | null;
      guild?: { id: string } | null;
      type?: number;
      recipients?: { id: string }[];
    }>({
      method: 'GET',
      route: route as `/${string}`,
      auth,
      ...(signal ? { signal } : {}),
    });
    const guildId = found.guild_id ?? found.guild?.id ?? null;
    if (!channel) return { guildId };
    return {
      guildId,
      ...(typeof found.type === 'number' ? { channelType: found.type } : {}),
      ...(Array.isArray(found.recipients) ? { recipientIds: found.recipients.map((r) => r.id) } : {}),
    };
  }

  get size(): number {
    return this.cache.size;
  }
}
