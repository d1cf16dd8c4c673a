import type { APIGuildScheduledEventUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  guild_id: snowflake('Guild that owns the event'),
  event_id: snowflake('Scheduled event id'),
  limit: pageLimit(100, 100),
  with_member: z.boolean().optional().describe('Include each user\'s guild member info'),
  before: snowflake('Only users with a smaller id').optional(),
  after: snowflake('Only users with a larger id').optional(),
});

const member = z.strictObject({
  roles: z.array(snowflake()),
  nick: z.string().nullable(),
  joined_at: z.string().nullable(),
  premium_since: z.string().nullable(),
  deaf: z.boolean(),
  mute: z.boolean(),
  pending: z.boolean(),
  communication_disabled_until: z.string().nullable(),
});

const output = () => z.strictObject({
  users: z.array(
    z.strictObject({
      user_id: snowflake(),
      username: z.string(),
      bot: z.boolean(),
      nick: z.string().nullable().optional(),
      member: member.optional().describe('Only with with_member'),
    }),
  ),
  count: z.number().int(),
  event_id: snowflake(),
});

@tool({
  name: 'events_list_users',
  category: 'events',
  risk: 'read',
  scope: 'guild',
  title: 'List event RSVPs',
  description: 'List the users who RSVP\'d (are interested in) a scheduled event, to check attendance. Pages by user id with before/after.',
  synonyms: ['rsvp', 'attendees', 'attendance', 'interested', 'going', 'signed up', 'subscribers', 'who is coming', 'participants', 'guest list'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EventsListUsers implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIGuildScheduledEventUser[]>({
      method: 'GET',
      route: Routes.guildScheduledEventUsers(args.guild_id, args.event_id),
      query: { limit: args.limit, with_member: args.with_member, before: args.before, after: args.after },
    });
    const users = rows.map(({ user, member: m }) => ({
      user_id: user.id,
      username: user.username,
      bot: user.bot === true,
      ...(m ? { nick: m.nick ?? null } : {}),
      ...(args.with_member && m
        ? {
            member: {
              roles: m.roles,
              nick: m.nick ?? null,
              joined_at: m.joined_at ?? null,
              premium_since: m.premium_since ?? null,
              deaf: m.deaf,
              mute: m.mute,
              pending: m.pending ?? false,
              communication_disabled_until: m.communication_disabled_until ?? null,
            },
          }
        : {}),
    }));
    return { users, count: users.length, event_id: args.event_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} user(s) RSVP'd to event ${out.event_id}${out.count ? '; page on with after=<last user_id>.' : '.'}`;
  }
}
