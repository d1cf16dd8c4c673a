import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiFields, toEmojiFields } from '../shared/emojis-shape.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id"), emoji_id: snowflake() });
const output = () => z.strictObject(emojiFields);

@tool({
  name: 'app_emojis_get',
  category: 'app_emojis',
  risk: 'read',
  scope: 'application',
  title: 'Get an application emoji',
  description: 'Read one application-owned emoji to confirm its name and whether it is animated.',
  synonyms: ['bot emoji details', 'app emote info'],
  input,
  output,
  platform: [{ method: 'GET', path: '/applications/{application_id}/emojis/{emoji_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class AppEmojisGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    return toEmojiFields(await platform.request<APIEmoji>({ method: 'GET', route: Routes.applicationEmoji(args.application_id, args.emoji_id) }));
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Application emoji ${out.id}${out.animated ? ' (animated)' : ''}.`;
  }
}
