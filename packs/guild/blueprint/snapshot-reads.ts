import type { PlatformRoute } from '../../../core/index.js';

/** The reads that snapshot a guild for planning, applying and proving a blueprint, in the catalog's order. */
export const GUILD_SNAPSHOT_READS: readonly PlatformRoute[] = [
    { method: 'GET', path: '/guilds/{guild_id}' },
    { method: 'GET', path: '/guilds/{guild_id}/members/{user_id}' },
    { method: 'GET', path: '/guilds/{guild_id}/roles' },
    { method: 'GET', path: '/guilds/{guild_id}/channels' },
    { method: 'GET', path: '/guilds/{guild_id}/auto-moderation/rules' },
    { method: 'GET', path: '/guilds/{guild_id}/onboarding' },
    { method: 'GET', path: '/guilds/{guild_id}/welcome-screen' },
    { method: 'GET', path: '/channels/{channel_id}/messages' },
    { method: 'GET', path: '/channels/{channel_id}/messages/{message_id}' },
];
