import { missingAccess } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { channelPermissions, P } from '../permissions.js';
import { apiChannel } from '../serialize.js';

export const channelRoutes: RouteModule = (r) => {
  r.get('/channels/{channel_id}', ({ state, params }) => {
    const channel = state.channel(params.channel_id!);
    const guild = state.accessibleGuild(channel.guild_id);
    if (!(channelPermissions(guild, channel, state.botUserId) & P.VIEW_CHANNEL)) throw missingAccess();
    return { body: apiChannel(channel) };
  });
};
