import type { APITemplate } from 'discord-api-types/v10';
import { clientOf, PlatformError, type PlatformRequester, Routes } from '../../../core/index.js';

/** Verified templates are reused for five minutes, so repeated recommendations do not refetch them. */
export const VERIFY_TTL_MS = 5 * 60_000;
/** At most this many live lookups run at once. */
export const VERIFY_CONCURRENCY = 2;

export type Verification =
  | { code: string; ok: true; template: APITemplate; cached: boolean }
  | { code: string; ok: false; notFound: boolean; reason: string };

interface CacheEntry {
  at: number;
  template: APITemplate;
}

/** One cache per Discord client, so separate servers (and test emulators) never share answers. */
const caches = new WeakMap<PlatformRequester, Map<string, CacheEntry>>();

function cacheOf(platform: PlatformRequester): Map<string, CacheEntry> {
  const client = clientOf(platform);
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = new Map()));
  return cache;
}

async function verifyOne(platform: PlatformRequester, code: string, now: () => number): Promise<Verification> {
  const cache = cacheOf(platform);
  const hit = cache.get(code);
  if (hit && now() - hit.at < VERIFY_TTL_MS) return { code, ok: true, template: hit.template, cached: true };
  try {
    const template = await platform.request<APITemplate>({ method: 'GET', route: Routes.template(code) });
    cache.set(code, { at: now(), template });
    return { code, ok: true, template, cached: false };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.status === 404) return { code, ok: false, notFound: true, reason: 'template_not_found' };
    return { code, ok: false, notFound: false, reason: `discord_unavailable:${error.status ?? 'no_response'}` };
  }
}

/** Looks candidates up live, two at a time, in the given order. */
export async function verifyTemplates(platform: PlatformRequester, codes: readonly string[], now: () => number = Date.now): Promise<Verification[]> {
  const results: Verification[] = [];
  for (let i = 0; i < codes.length; i += VERIFY_CONCURRENCY) {
    results.push(...(await Promise.all(codes.slice(i, i + VERIFY_CONCURRENCY).map((code) => verifyOne(platform, code, now)))));
  }
  return results;
}
