import type { RouteModule } from '../http/route-types.js';
import { channelRoutes } from './channels.js';
import { gatewayRoutes } from './gateway.js';
import { guildRoutes } from './guilds.js';
import { scheduledEventRoutes } from './scheduled-events.js';
import { userRoutes } from './users.js';

/** Every domain's routes. A new domain adds its file here. */
export const ROUTE_MODULES: readonly RouteModule[] = [userRoutes, guildRoutes, channelRoutes, scheduledEventRoutes, gatewayRoutes];
