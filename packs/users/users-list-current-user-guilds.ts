import type { RESTAPIPartialCurrentUserGuild } from 'discord-api-types/v10';
import * as z from 'zod';
import { type Config, ConfigToken, inject, pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  before: snowflake('Cursor: guild id').optional(),
  after: snowflake('Cursor: guild id').optional(),
  limit: pageLimit(200, 200),
  with_counts: z.boolean().default(false).describe('Include approximate member counts'),
});

const output = () => z.strictObject({
  guilds: z.array(
    z.strictObject({
      id: snowflake(),
      name: z.string(),
      owner: z.boolean(),
      permissions: z.string().describe("The bot's permission bits there"),
      features: z.array(z.string()),
      approximate_member_count: z.number().int().optional(),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'users_list_current_user_guilds',
  category: 'users',
  risk: 'read',
  scope: 'global',
  title: "List the bot's guilds",
  description: 'List the guilds the bot is in with its permissions there, e.g. to pick a target guild. Guilds outside ALLOWED_GUILDS are omitted when it is set.',
  synonyms: ['my servers', 'which servers', 'guild list', 'server list', 'where is the bot'],
  input,
  output,
  platform: [{ method: 'GET', path: '/users/@me/guilds' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class UsersListCurrentUserGuilds implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<RESTAPIPartialCurrentUserGuild[]>({
      method: 'GET',
      route: Routes.userGuilds(),
      query: { before: args.before, after: args.after, limit: args.limit, with_counts: args.with_counts || undefined },
    });
    // Discovery does not authorise: under ALLOWED_GUILDS, other guilds are not even named.
    const allowed = this.config.ALLOWED_GUILDS;
    const visible = allowed ? rows.filter((g) => allowed.includes(g.id)) : rows;
    const guilds = visible.map((g) => ({
      id: g.id,
      name: g.name,
      owner: g.owner,
      permissions: g.permissions,
      features: [...g.features],
      ...(g.approximate_member_count !== undefined ? { approximate_member_count: g.approximate_member_count } : {}),
    }));
    return { guilds, count: guilds.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `The bot is in ${out.count} guild(s) shown here.`;
  }
}
