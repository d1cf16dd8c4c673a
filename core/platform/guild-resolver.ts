import { createHash } from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { PlatformClient } from './platform-client.js';
import type { PlatformRequester } from './platform-requester.js';

/** Which lookup proves an object's guild. */
export type OwnerKind = 'channel' | 'webhook' | 'invite';

/** What one lookup establishes: the owning guild, and for a channel its Discord channel type. */
export interface Owner {
  guildId: string | null;
  /** The channel's type number (channel lookups only; null otherwise). */
  type: number | null;
}

const MAX_ENTRIES = 2_000;
const TTL_MS = 5 * 60_000;

/**
 * Resolves channels, webhooks and invites to the guild that owns them, for the allowlist.
 * A bounded LRU with a TTL: unknown-id churn cannot grow memory, and a moved object is re-read soon.
 * Only successful lookups are cached.
 */
@injectable()
export class GuildResolver {
  private readonly cache = new Map<string, { owner: Owner; expires: number }>();

  constructor(@inject(PlatformClient) private readonly platform: PlatformRequester) {}

  /**
   * A webhook reached through its token (no bot authorisation). The cache key holds a hash of the token,
   * never the token itself.
   */
  async guildOfWebhookToken(webhookId: string, token: string): Promise<string | null> {
    const digest = createHash('sha256').update(token).digest('hex').slice(0, 32);
    const owner = await this.cached(`webhook-token:${webhookId}:${digest}`, () =>
      this.read(`/webhooks/${webhookId}/${encodeURIComponent(token)}`, false),
    );
    return owner.guildId;
  }

  async guildOf(kind: OwnerKind, id: string): Promise<string | null> {
    return (await this.lookup(kind, id)).guildId;
  }

  /** A channel's guild and type: the same cached lookup the allowlist makes, so no second request. */
  channel(id: string): Promise<Owner> {
    return this.lookup('channel', id);
  }

  /** The owner already in the cache (not expired), without a request: undefined when it is not known. */
  known(kind: OwnerKind, id: string): string | null | undefined {
    const hit = this.cache.get(`${kind}:${id}`);
    return hit && hit.expires > Date.now() ? hit.owner.guildId : undefined;
  }

  private lookup(kind: OwnerKind, id: string): Promise<Owner> {
    const route = kind === 'channel' ? `/channels/${id}` : kind === 'webhook' ? `/webhooks/${id}` : `/invites/${encodeURIComponent(id)}`;
    return this.cached(`${kind}:${id}`, () => this.read(route, true));
  }

  private async cached(key: string, lookup: () => Promise<Owner>): Promise<Owner> {
    const hit = this.cache.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.owner;
    }
    const owner = await lookup();
    this.cache.delete(key);
    this.cache.set(key, { owner, expires: now + TTL_MS });
    while (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return owner;
  }

  private async read(route: string, auth: boolean): Promise<Owner> {
    const found = await this.platform.request<{ guild_id?: string | null; guild?: { id: string } | null; type?: number }>({
      method: 'GET',
      route: route as `/${string}`,
      auth,
    });
    return { guildId: found.guild_id ?? found.guild?.id ?? null, type: route.startsWith('/channels/') && typeof found.type === 'number' ? found.type : null };
  }

  get size(): number {
    return this.cache.size;
  }
}
