import type { RouteModule } from '../http/route-types.js';
import { apiUser } from '../serialize.js';

export const userRoutes: RouteModule = (r) => {
  r.get('/users/@me', ({ state }) => ({ body: apiUser(state.botUser) }));

  r.get('/users/{user_id}', ({ state, params }) => ({ body: apiUser(state.user(params.user_id!)) }));

  /** The bot's guilds, ascending by id, paged with before/after/limit (1..200, default 200). */
  r.get('/users/@me/guilds', ({ state, query }) => {
    const limit = Number(query.get('limit') ?? 200);
    const before = query.get('before');
    const after = query.get('after');
    let guilds = [...state.guilds.values()].filter((g) => g.members.has(state.botUserId)).sort((a, b) => cmp(a.id, b.id));
    if (after) guilds = guilds.filter((g) => cmp(g.id, after) > 0);
    if (before) guilds = guilds.filter((g) => cmp(g.id, before) < 0);
    guilds = before && !after ? guilds.slice(-limit) : guilds.slice(0, limit);
    const withCounts = query.get('with_counts') === 'true';
    return {
      body: guilds.map((g) => ({
        id: g.id,
        name: g.name,
        icon: g.icon,
        banner: null,
        owner: g.owner_id === state.botUserId,
        permissions: '0',
        features: [...g.features],
        ...(withCounts ? { approximate_member_count: g.members.size, approximate_presence_count: 0 } : {}),
      })),
    };
  });
};

/** Snowflake order. */
export function cmp(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
