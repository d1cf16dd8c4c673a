import type { PlatformRequester } from '../../../core/index.js';
import { readBotUser } from './guild-snapshot.js';

/**
 * The identity lock: the token in use must belong to the bot the caller expects, so a plan made for one bot
 * is never applied (or checked) with another's credential.
 */
export async function verifyIdentity(platform: PlatformRequester, expectedBotId: string): Promise<{ ok: boolean; botId: string }> {
  const me = await readBotUser(platform);
  return { ok: me.id === expectedBotId, botId: me.id };
}
