import type { APIGuildWelcomeScreen } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWelcomeScreen, welcomeScreenOutput } from './welcome-screen-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });

@tool({
  name: 'guild_get_welcome_screen',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Get welcome screen',
  description: 'Read the welcome screen new members of a community guild see: blurb and recommended channels. Needs Manage Server only while the screen is disabled.',
  synonyms: ['welcome message', 'new member screen', 'recommended channels', 'greeting screen'],
  input,
  output: welcomeScreenOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/welcome-screen' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildGetWelcomeScreen implements ToolHandler<typeof input, typeof welcomeScreenOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toWelcomeScreen(await platform.request<APIGuildWelcomeScreen>({ method: 'GET', route: Routes.guildWelcomeScreen(args.guild_id) }));
  }

  summarize(out: z.output<typeof welcomeScreenOutput>): string {
    return `Welcome screen with ${out.welcome_channels.length} recommended channel(s).`;
  }
}
