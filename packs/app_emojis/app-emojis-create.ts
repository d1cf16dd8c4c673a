import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiFields, emojiName, toEmojiFields } from '../shared/emojis-shape.js';
import { EMOJI_IMAGE } from '../shared/media-upload.js';

const input = () => z.strictObject({
  application_id: snowflake("The bot's own application id"),
  name: emojiName,
  image: EMOJI_IMAGE,
});
const output = () => z.strictObject(emojiFields);

@tool({
  name: 'app_emojis_create',
  category: 'app_emojis',
  risk: 'write',
  scope: 'application',
  title: 'Upload an application emoji',
  description: "Upload an emoji owned by the bot's application, usable by the bot in any guild or DM without a guild slot.",
  synonyms: ['bot emoji', 'add app emoji', 'upload emote', 'application emote'],
  input,
  output,
  platform: [{ method: 'POST', path: '/applications/{application_id}/emojis' }],
  permissions: [],
  idempotent: false,
  openWorld: true,
})
export class AppEmojisCreate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const emoji = await platform.request<APIEmoji>({
      method: 'POST',
      route: Routes.applicationEmojis(args.application_id),
      body: { name: args.name, image: args.image },
    });
    return toEmojiFields(emoji);
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created application emoji ${out.id}.`;
  }
}
