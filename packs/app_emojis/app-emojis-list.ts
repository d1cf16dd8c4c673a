import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiFields, toEmojiFields } from '../shared/emojis-shape.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id") });
const output = () => z.strictObject({ emojis: z.array(z.strictObject(emojiFields)), count: z.number().int() });

@tool({
  name: 'app_emojis_list',
  category: 'app_emojis',
  risk: 'read',
  scope: 'application',
  title: 'List application emojis',
  description: 'List every emoji the application owns, e.g. to pick one for a message or find a stale upload.',
  synonyms: ['bot emojis', 'app emotes', 'application emoji set'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/emojis' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class AppEmojisList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // Unlike guild emojis, Discord wraps this list in `items`.
    const { items } = await platform.request<{ items: APIEmoji[] }>({ method: 'GET', route: Routes.applicationEmojis(args.application_id) });
    return { emojis: items.map(toEmojiFields), count: items.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} application emoji(s).`;
  }
}
