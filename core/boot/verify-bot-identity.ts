import type { APIUser } from 'discord-api-types/v10';
import { ConfigError } from '../config/config.js';
import { PlatformError } from '../platform/platform-error.js';
import { Routes } from '../platform/discord-routes.js';
import type { PlatformRequester } from '../platform/platform-requester.js';

/** CHAT_EXPECTED_BOT_ID: the token must belong to that bot, or the server does not start. */
export async function verifyBotIdentity(platform: PlatformRequester, expectedId: string): Promise<APIUser> {
  let me: APIUser;
  try {
    me = await platform.request<APIUser>({ method: 'GET', route: Routes.user() });
  } catch (error) {
    const why = error instanceof PlatformError ? `${error.status ?? 'no answer'}: ${error.message}` : String(error);
    throw new ConfigError(`CHAT_EXPECTED_BOT_ID: could not verify the bot identity (${why})`);
  }
  if (me.id !== expectedId) {
    throw new ConfigError(`CHAT_EXPECTED_BOT_ID: CHAT_TOKEN belongs to bot ${me.id}, not the expected ${expectedId}`);
  }
  return me;
}
