import type { APISoundboardSound } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { SOUND_FILE } from '../shared/media-upload.js';
import { soundEmojiName, soundOutput, toSound } from './sound-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  name: z.string().min(2).max(32),
  sound: SOUND_FILE,
  volume: z.number().min(0).max(1).default(1),
  emoji_id: snowflake('Custom emoji shown with the sound').optional(),
  emoji_name: soundEmojiName.optional().describe('Unicode emoji shown with the sound'),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'soundboard_create_guild_sound',
  category: 'soundboard',
  risk: 'write',
  scope: 'guild',
  title: 'Upload a soundboard sound',
  description: "Upload a short MP3, OGG or WAV clip (max 512 KiB, 5.2 s) to a guild's soundboard. Needs Create Expressions.",
  synonyms: ['add sound', 'upload sound effect', 'new soundboard clip', 'sfx'],
  input,
  output: soundOutput,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/soundboard-sounds' }],
  permissions: ['CREATE_GUILD_EXPRESSIONS'],
  idempotent: false,
  openWorld: true,
})
export class SoundboardCreateGuildSound implements ToolHandler<typeof input, typeof soundOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, audit_reason, ...fields } = args;
    const sound = await platform.request<APISoundboardSound>({ method: 'POST', route: Routes.guildSoundboardSounds(guild_id), body: fields, reason: audit_reason });
    return toSound(sound);
  }

  summarize(out: z.output<typeof soundOutput>): string {
    return `Created soundboard sound ${out.sound_id}.`;
  }
}
