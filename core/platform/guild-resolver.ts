import { createHash } from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { PlatformClient } from './platform-client.js';
import type { PlatformRequester } from './platform-requester.js';

/** Which lookup proves an object's guild. */
export type OwnerKind = 'channel' | 'webhook' | 'invite';

const MAX_ENTRIES = 2_000;
const TTL_MS = 5 * 60_000;

/**
 * Resolves channels, webhooks and invites to the guild that owns them, for the allowlist.
 * A bounded LRU with a TTL: unknown-id churn cannot grow memory, and a moved object is re-read soon.
 * Only successful lookups are cached.
 */
@injectable()
export class GuildResolver {
  private readonly cache = new Map<string, { guildId: string | null; expires: number }>();

  constructor(@inject(PlatformClient) private readonly platform: PlatformRequester) {}

  /**
   * A webhook reached through its token (no bot authorisation). The cache key holds a hash of the token,
   * never the token itself. `signal`: the asking call's cancellation, so an abandoned call stops its lookup too.
   */
  guildOfWebhookToken(webhookId: string, token: string, signal?: AbortSignal): Promise<string | null> {
    const digest = createHash('sha256').update(token).digest('hex').slice(0, 32);
    return this.cached(`webhook-token:${webhookId}:${digest}`, () =>
      this.read(`/webhooks/${webhookId}/${encodeURIComponent(token)}`, false, signal),
    );
  }

  guildOf(kind: OwnerKind, id: string, signal?: AbortSignal): Promise<string | null> {
    const route = kind === 'channel' ? `/channels/${id}` : kind === 'webhook' ? `/webhooks/${id}` : `/invites/${encodeURIComponent(id)}`;
    return this.cached(`${kind}:${id}`, () => this.read(route, true, signal));
  }

  private async cached(key: string, lookup: () => Promise<string | null>): Promise<string | null> {
    const hit = this.cache.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.guildId;
    }
    const guildId = await lookup();
    this.cache.delete(key);
    this.cache.set(key, { guildId, expires: now + TTL_MS });
    while (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return guildId;
  }

  private async read(route: string, auth: boolean, signal?: AbortSignal): Promise<string | null> {
    const found = await this.platform.request<{ guild_id?: string | null; guild?: { id: string } | null }>({
      method: 'GET',
      route: route as `/${string}`,
      auth,
      ...(signal ? { signal } : {}),
    });
    return found.guild_id ?? found.guild?.id ?? null;
  }

  get size(): number {
    return this.cache.size;
  }
}
