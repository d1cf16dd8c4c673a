import type { APIUser } from 'discord-api-types/v10';
import { Routes } from '../../core/platform/discord-routes.js';
import { buildConfig, ConfigError, type Config } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { PlatformClient } from '../../core/platform/platform-client.js';
import { PlatformError } from '../../core/platform/platform-error.js';

/** A guild as `GET /users/@me/guilds` shows it to the bot. */
export interface VisibleGuild {
  id: string;
  name: string;
  /** The bot's base permissions in the guild (a decimal bitfield string). */
  permissions: string;
  owner: boolean;
}

/** A Discord client for an operator command, built from the environment's CHAT_TOKEN (never from a flag). */
export function platformFromEnvironment(env: NodeJS.ProcessEnv): { config: Config; platform: PlatformClient } {
  const config = buildConfig(env);
  if (!config.CHAT_TOKEN) throw new ConfigError('CHAT_TOKEN: is required to verify the bot (set it in the environment; there is no token flag)');
  return { config, platform: new PlatformClient(config, createLogger('silent')) };
}

/** One line about a failed platform call, without tokens (routes are masked by the platform client). */
export function describePlatformFailure(error: unknown): string {
  if (error instanceof PlatformError) return `${error.status ?? 'no answer'}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export async function fetchBotUser(platform: PlatformClient): Promise<APIUser> {
  return platform.request<APIUser>({ method: 'GET', route: Routes.user() });
}

/** Every guild the bot is in, following the 200-per-page cursor. */
export async function fetchVisibleGuilds(platform: PlatformClient): Promise<VisibleGuild[]> {
  const all: VisibleGuild[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await platform.request<VisibleGuild[]>({ method: 'GET', route: Routes.userGuilds(), query: { limit: 200, after } });
    all.push(...page.map((g) => ({ id: g.id, name: g.name, permissions: String(g.permissions ?? '0'), owner: g.owner === true })));
    if (page.length < 200) return all;
    after = page[page.length - 1]!.id;
  }
}
