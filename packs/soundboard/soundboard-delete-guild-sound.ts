import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), sound_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), sound_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'soundboard_delete_guild_sound',
  category: 'soundboard',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a soundboard sound',
  description: "Delete a sound from a guild's soundboard. Needs Manage Expressions (Create Expressions for sounds the bot uploaded).",
  synonyms: ['remove sound', 'delete sound effect', 'free soundboard slot'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/soundboard-sounds/{sound_id}' }],
  permissions: ['MANAGE_GUILD_EXPRESSIONS'],
  idempotent: true,
  openWorld: true,
})
export class SoundboardDeleteGuildSound implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.guildSoundboardSound(args.guild_id, args.sound_id), reason: args.audit_reason });
    return { deleted: true, sound_id: args.sound_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted soundboard sound ${out.sound_id}.`;
  }
}
