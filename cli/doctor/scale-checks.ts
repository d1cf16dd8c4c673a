import { RedisBlueprintState, sharedKeyOf } from '../../packs/shared/blueprint-state/redis-state.js';
import { redisLocation } from '../../packs/shared/redis-url.js';
import { fail, ok, warn, type DoctorCheck } from './doctor-check.js';

const DISCORD_API = 'https://discord.com/api';


/** Which blueprint state backend serve will use, and whether replicas would share Discord's rate limits. */
export function scaleChecks(env: NodeJS.ProcessEnv): DoctorCheck[] {
  const stateUrl = env.CHAT_MCP_STATE_URL?.trim();
  const base = env.CHAT_API_BASE_URL?.trim().replace(/\/+$/, '') || DISCORD_API;
  const checks: DoctorCheck[] = [];
  let shared = false;
  if (!stateUrl) checks.push(ok('state_backend', 'blueprint state: the local folder (one process; CHAT_MCP_STATE_URL shares it between replicas)'));
  else {
    try {
      const where = redisLocation(stateUrl);
      shared = true;
      checks.push(
        env.CHAT_MCP_STATE_KEY?.trim()
          ? ok('state_backend', `blueprint state: Redis at ${where}, sealed with CHAT_MCP_STATE_KEY`)
          : fail('state_backend', `blueprint state: Redis at ${where}, but CHAT_MCP_STATE_KEY is not set (serve refuses to start)`),
      );
    } catch {
      checks.push(fail('state_backend', 'CHAT_MCP_STATE_URL is not a URL'));
    }
  }
  if (base === DISCORD_API) {
    checks.push(
      shared
        ? warn('rate_limits', 'replicas share blueprint state, but each sends straight to Discord with its own rate limits: put one @discordjs/proxy per bot in front (docs/operations.md)')
        : ok('rate_limits', 'requests go straight to Discord (one process keeps the rate limits)'),
    );
  } else {
    checks.push(ok('rate_limits', `requests go through ${new URL(base).host} (a rate-limit proxy or an emulator)`));
  }
  return checks;
}

/** `doctor --online`: one PING to the shared state store, through the state backend serve uses. */
export async function redisOnlineCheck(env: NodeJS.ProcessEnv): Promise<DoctorCheck | undefined> {
  const url = env.CHAT_MCP_STATE_URL?.trim();
  if (!url) return undefined;
  // The key only seals records; a ping reads none, so the check works before the key is set.
  const state = new RedisBlueprintState(url, sharedKeyOf(env.CHAT_MCP_STATE_KEY ?? ''));
  try {
    const answer = await state.ping();
    return answer === 'PONG' ? ok('state_online', `Redis at ${redisLocation(url)} answers`) : fail('state_online', `Redis at ${redisLocation(url)} answered ${String(answer).slice(0, 40)}`);
  } catch (error) {
    // The backend's error names what failed, with any Redis URL in it redacted.
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'no answer';
    return fail('state_online', `Redis at ${redisLocation(url)} does not answer (${reason}): blueprint tools will fail until it does`);
  } finally {
    state.close();
  }
}
