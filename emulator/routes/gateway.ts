import type { RouteModule } from '../http/route-types.js';

/** The Gateway URL: for anyone (Discord asks no token for it), and with the bot's shard advice. */
export const gatewayRoutes: RouteModule = (r) => {
  r.get('/gateway', ({ state }) => ({ body: { url: state.gatewayUrl ?? 'wss://gateway.invalid' } }), false);
  r.get('/gateway/bot', ({ state }) => ({
    body: {
      url: state.gatewayUrl ?? 'wss://gateway.invalid',
      shards: 1,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
    },
  }));
};
