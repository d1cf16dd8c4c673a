import type { APIGuildWelcomeScreen } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWelcomeScreen, welcomeScreenOutput } from './welcome-screen-shape.js';

const welcomeChannel = z.strictObject({
  channel_id: snowflake(),
  description: z.string().min(1).max(50),
  emoji_id: snowflake().nullable().optional(),
  emoji_name: z.string().min(1).max(100).nullable().optional().describe('Unicode emoji, or a custom emoji name with emoji_id'),
});

const input = () => z.strictObject({
  guild_id: snowflake(),
  enabled: z.boolean().optional(),
  welcome_channels: z.array(welcomeChannel).max(5).optional().describe('Replaces the list'),
  description: z.string().max(140).nullable().optional(),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'guild_modify_welcome_screen',
  category: 'guild',
  risk: 'write',
  scope: 'guild',
  title: 'Edit welcome screen',
  description: 'Edit or enable the welcome screen of a community guild: its blurb and up to five recommended channels. Needs Manage Server.',
  synonyms: ['set welcome message', 'new member screen', 'recommended channels', 'greeting', 'onboard newcomers'],
  input,
  output: welcomeScreenOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/welcome-screen' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildModifyWelcomeScreen implements ToolHandler<typeof input, typeof welcomeScreenOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, audit_reason, ...fields } = args;
    const screen = await platform.request<APIGuildWelcomeScreen>({ method: 'PATCH', route: Routes.guildWelcomeScreen(guild_id), body: fields, reason: audit_reason });
    return toWelcomeScreen(screen);
  }

  summarize(out: z.output<typeof welcomeScreenOutput>): string {
    return `Welcome screen saved with ${out.welcome_channels.length} recommended channel(s).`;
  }
}
