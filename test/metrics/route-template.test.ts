import { describe, expect, it } from 'vitest';
import { routeTemplate } from '../../core/metrics/route-template.js';

describe('routeTemplate: a Discord URL as a metric label', () => {
  it.each([
    ['https://discord.com/api/v10/channels/123456789012345678/messages?limit=5', '/channels/:id/messages'],
    ['http://127.0.0.1:4000/api/v10/guilds/1/scheduled-events/22/users', '/guilds/:id/scheduled-events/:id/users'],
    ['/channels/1/messages/2/reactions/%F0%9F%91%8D/@me', '/channels/:id/messages/:id/reactions/:value/@me'],
    ['/channels/1/messages/2/reactions/custom:3', '/channels/:id/messages/:id/reactions/:value'],
    ['/webhooks/1/aW5zZWNyZXQtd2ViaG9vay10b2tlbg/messages/@original', '/webhooks/:id/:token/messages/@original'],
    ['/interactions/1/interactiontokenlowercase/callback', '/interactions/:id/:token/callback'],
    ['/invites/abcdef', '/invites/:value'],
    ['/guilds/templates/hello', '/guilds/templates/:value'],
    ['/users/@me/guilds', '/users/@me/guilds'],
    ['/guilds/1/members/Some%20Free%20Text', '/guilds/:id/members/:value'],
  ])('%s → %s', (url, template) => {
    expect(routeTemplate(url)).toBe(template);
  });
});
