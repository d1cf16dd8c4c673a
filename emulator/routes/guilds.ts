import type { RouteModule } from '../http/route-types.js';
import { apiChannel, apiGuild, apiMember, apiRole } from '../serialize.js';

export const guildRoutes: RouteModule = (r) => {
  r.get('/guilds/{guild_id}', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const counts = query.get('with_counts') === 'true' ? { approximate_member_count: guild.members.size, approximate_presence_count: 0 } : {};
    return { body: { ...apiGuild(guild), ...counts } };
  });

  r.get('/guilds/{guild_id}/roles', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: [...guild.roles.values()].sort((a, b) => a.position - b.position).map(apiRole) };
  });

  r.get('/guilds/{guild_id}/channels', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: [...guild.channels].map((id) => apiChannel(state.channel(id))) };
  });

  r.get('/guilds/{guild_id}/members/{user_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiMember(state, state.member(guild, params.user_id!)) };
  });
};
