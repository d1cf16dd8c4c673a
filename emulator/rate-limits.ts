import { createHash } from 'node:crypto';

export interface RateLimitSettings {
  /** Requests per bucket window. */
  bucketLimit: number;
  bucketWindowMs: number;
  /** Requests per second across all routes (Discord's global limit); 0 disables it. */
  globalPerSecond: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { bucketLimit: 50, bucketWindowMs: 1_000, globalPerSecond: 0 };

interface Bucket {
  remaining: number;
  resetAt: number;
}

export interface RateLimitDecision {
  headers: Record<string, string>;
  /** Set when the request must be answered with 429. */
  limited?: { retryAfter: number; global: boolean; scope: 'user' | 'global' };
}

/**
 * Discord-style buckets: one per route template and major parameter (guild, channel or webhook id),
 * with X-RateLimit-* headers on every answer and real 429s when a bucket or the global limit is spent.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private globalWindow = { count: 0, resetAt: 0 };

  constructor(public settings: RateLimitSettings) {}

  take(method: string, template: string, params: Record<string, string>, now = Date.now()): RateLimitDecision {
    const major = params.guild_id ?? params.channel_id ?? params.webhook_id ?? '';
    const bucketId = createHash('sha1').update(`${method} ${template}`).digest('hex').slice(0, 16);
    const key = `${bucketId}:${major}`;
    const { bucketLimit, bucketWindowMs, globalPerSecond } = this.settings;

    if (globalPerSecond > 0) {
      if (now >= this.globalWindow.resetAt) this.globalWindow = { count: 0, resetAt: now + 1_000 };
      if (this.globalWindow.count >= globalPerSecond) {
        const retryAfter = (this.globalWindow.resetAt - now) / 1000;
        return {
          headers: { 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global', 'Retry-After': retryAfter.toFixed(3) },
          limited: { retryAfter, global: true, scope: 'global' },
        };
      }
      this.globalWindow.count++;
    }

    let bucket = this.buckets.get(key);
    if (!bucket || now >= bucket.resetAt) {
      bucket = { remaining: bucketLimit, resetAt: now + bucketWindowMs };
      this.buckets.set(key, bucket);
    }
    const resetAfter = Math.max(0, bucket.resetAt - now) / 1000;
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(bucketLimit),
      'X-RateLimit-Bucket': bucketId,
      'X-RateLimit-Reset': (bucket.resetAt / 1000).toFixed(3),
      'X-RateLimit-Reset-After': resetAfter.toFixed(3),
    };
    if (bucket.remaining <= 0) {
      headers['X-RateLimit-Remaining'] = '0';
      headers['X-RateLimit-Scope'] = 'user';
      headers['Retry-After'] = resetAfter.toFixed(3);
      return { headers, limited: { retryAfter: resetAfter, global: false, scope: 'user' } };
    }
    bucket.remaining--;
    headers['X-RateLimit-Remaining'] = String(bucket.remaining);
    return { headers };
  }
}
