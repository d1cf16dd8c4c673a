import type { APISoundboardSound } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { soundEmojiName, soundOutput, toSound } from './sound-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  sound_id: snowflake(),
  name: z.string().min(2).max(32).optional(),
  volume: z.number().min(0).max(1).nullable().optional(),
  emoji_id: snowflake().nullable().optional(),
  emoji_name: soundEmojiName.nullable().optional(),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'soundboard_modify_guild_sound',
  category: 'soundboard',
  risk: 'write',
  scope: 'guild',
  title: 'Edit a soundboard sound',
  description: 'Rename a guild sound or change its volume or emoji. Needs Manage Expressions (Create Expressions for sounds the bot uploaded).',
  synonyms: ['rename sound', 'sound volume', 'edit sound effect'],
  input,
  output: soundOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/soundboard-sounds/{sound_id}' }],
  permissions: ['MANAGE_GUILD_EXPRESSIONS'],
  idempotent: true,
  openWorld: true,
})
export class SoundboardModifyGuildSound implements ToolHandler<typeof input, typeof soundOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, sound_id, audit_reason, ...fields } = args;
    const sound = await platform.request<APISoundboardSound>({ method: 'PATCH', route: Routes.guildSoundboardSound(guild_id, sound_id), body: fields, reason: audit_reason });
    return toSound(sound);
  }

  summarize(out: z.output<typeof soundOutput>): string {
    return `Updated soundboard sound ${out.sound_id}.`;
  }
}
