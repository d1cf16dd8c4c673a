import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id"), emoji_id: snowflake() });
const output = () => z.strictObject({ deleted: z.literal(true), application_id: snowflake(), emoji_id: snowflake() });

@tool({
  name: 'app_emojis_delete',
  category: 'app_emojis',
  risk: 'destructive',
  scope: 'application',
  title: 'Delete an application emoji',
  description: "Permanently remove an emoji from the application's set; messages that used it show a broken emoji.",
  synonyms: ['remove bot emoji', 'delete app emote'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/applications/{application_id}/emojis/{emoji_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class AppEmojisDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.applicationEmoji(args.application_id, args.emoji_id) });
    return { deleted: true, application_id: args.application_id, emoji_id: args.emoji_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted application emoji ${out.emoji_id}.`;
  }
}
