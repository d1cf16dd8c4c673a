import { describe, expect, it } from 'vitest';
import { redactRedisUrls, redisLocation } from '../../packs/shared/redis-url.js';

// One redaction serves the doctor's Redis check and the blueprint state backend's errors.
describe('Redis URLs in messages', () => {
  it.each([
    ['redis://default:hunter2@cache.internal:6379/0', 'redis://…'],
    ['rediss://default:hunter2@cache.internal:6380/2', 'rediss://…'],
    ['REDISS://default:hunter2@cache.internal', 'rediss://…'],
  ])('cuts %s to its scheme, password and all', (url, shown) => {
    const message = `connect failed for ${url} (ECONNREFUSED)`;
    const redacted = redactRedisUrls(message);
    expect(redacted).toBe(`connect failed for ${shown} (ECONNREFUSED)`);
    expect(redacted).not.toContain('hunter2');
  });

  it('names host, port and database of a TLS URL without its user-info', () => {
    expect(redisLocation('rediss://default:hunter2@cache.internal:6380/2')).toBe('rediss://cache.internal:6380/2');
    expect(redisLocation('redis://cache.internal')).toBe('redis://cache.internal:6379/0');
  });
});
