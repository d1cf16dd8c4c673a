import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiFields, emojiName, toEmojiFields } from '../shared/emojis-shape.js';

const input = () => z.strictObject({
  application_id: snowflake("The bot's own application id"),
  emoji_id: snowflake(),
  name: emojiName.optional(),
});
const output = () => z.strictObject(emojiFields);

@tool({
  name: 'app_emojis_modify',
  category: 'app_emojis',
  risk: 'write',
  scope: 'application',
  title: 'Rename an application emoji',
  description: 'Rename an application-owned emoji.',
  synonyms: ['rename bot emoji', 'edit app emote'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/applications/{application_id}/emojis/{emoji_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class AppEmojisModify implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const emoji = await platform.request<APIEmoji>({
      method: 'PATCH',
      route: Routes.applicationEmoji(args.application_id, args.emoji_id),
      body: { name: args.name },
    });
    return toEmojiFields(emoji);
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated application emoji ${out.id}.`;
  }
}
