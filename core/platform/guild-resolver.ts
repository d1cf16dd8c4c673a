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

  async guildOf(kind: OwnerKind, id: string): Promise<string | null> {
    const key = `${kind}:${id}`;
    const hit = this.cache.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.guildId;
    }
    const guildId = await this.lookup(kind, id);
    this.cache.delete(key);
    this.cache.set(key, { guildId, expires: now + TTL_MS });
    while (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return guildId;
  }

  private async lookup(kind: OwnerKind, id: string): Promise<string | null> {
    const route = kind === 'channel' ? `/channels/${id}` : kind === 'webhook' ? `/webhooks/${id}` : `/invites/${encodeURIComponent(id)}`;
    const found = await this.platform.request<{ guild_id?: string | null; guild?: { id: string } | null }>({
      method: 'GET',
      route: route as `/${string}`,
    });
    return found.guild_id ?? found.guild?.id ?? null;
  }

  get size(): number {
    return this.cache.size;
  }
}
