import type { APIGuildWelcomeScreen } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** The welcome screen both welcome-screen tools return. */
export const welcomeScreenOutput = z.strictObject({
  description: z.string().nullable(),
  welcome_channels: z.array(
    z.strictObject({ channel_id: snowflake(), description: z.string(), emoji_id: snowflake().nullable(), emoji_name: z.string().nullable() }),
  ),
});

export function toWelcomeScreen(w: APIGuildWelcomeScreen): z.input<typeof welcomeScreenOutput> {
  return {
    description: w.description,
    welcome_channels: w.welcome_channels.map((c) => ({ channel_id: c.channel_id, description: c.description, emoji_id: c.emoji_id, emoji_name: c.emoji_name })),
  };
}
