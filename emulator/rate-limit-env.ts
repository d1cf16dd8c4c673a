import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limits.js';

/** The variables `npm run emulator` reads for its rate limits, with what each one means (README, docs). */
export const RATE_LIMIT_VARIABLES = {
  EMULATOR_GLOBAL_LIMIT: "requests per second across all routes, per bot (Discord's global limit is 50); 0 or unset: off",
  EMULATOR_BUCKET_LIMIT: 'requests per route bucket (route and major parameter) per window; default 50',
  EMULATOR_BUCKET_WINDOW_MS: 'length of a bucket window in milliseconds; default 1000',
} as const;

function whole(env: NodeJS.ProcessEnv, name: keyof typeof RATE_LIMIT_VARIABLES, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${name}: must be a whole number >= ${min} (${RATE_LIMIT_VARIABLES[name]}); got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * The emulator's rate limits from the environment. Unset variables keep today's defaults (per-route buckets
 * of 50 per second, no global limit), so `npm run emulator` behaves as before unless asked.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitSettings {
  return {
    globalPerSecond: whole(env, 'EMULATOR_GLOBAL_LIMIT', DEFAULT_RATE_LIMITS.globalPerSecond, 0),
    bucketLimit: whole(env, 'EMULATOR_BUCKET_LIMIT', DEFAULT_RATE_LIMITS.bucketLimit, 1),
    bucketWindowMs: whole(env, 'EMULATOR_BUCKET_WINDOW_MS', DEFAULT_RATE_LIMITS.bucketWindowMs, 1),
  };
}
