import * as z from 'zod';
import { isoTimestamp, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

/** A request to speak may be stamped now or later, never in the past (a minute of clock skew allowed). */
const notPast = isoTimestamp.refine((t) => Date.parse(t) >= Date.now() - 60_000, 'must be now or in the future');

const input = () => z.strictObject({
  guild_id: snowflake(),
  channel_id: snowflake('The stage channel the bot is in').optional(),
  suppress: z.boolean().optional().describe('false = become a speaker (needs Mute Members)'),
  request_to_speak_timestamp: notPast.nullable().optional().describe('Raise hand (needs Request to Speak); null withdraws'),
});
const output = () => z.strictObject({ ok: z.literal(true), guild_id: snowflake() });

@tool({
  name: 'guild_modify_current_voice_state',
  category: 'guild',
  risk: 'write',
  scope: 'guild',
  title: "Change the bot's stage state",
  description: "Change the bot's own state in a stage channel it is in: request to speak, become a speaker or move back to the audience.",
  synonyms: ['raise hand', 'request to speak', 'become speaker', 'join stage', 'go to audience', 'unsuppress'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/voice-states/@me' }],
  permissions: [],
  channelTypes: { channel_id: CHANNEL_TYPES.stage },
  idempotent: true,
  openWorld: true,
})
export class GuildModifyCurrentVoiceState implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, ...fields } = args;
    await platform.request({ method: 'PATCH', route: Routes.guildVoiceState(guild_id, '@me'), body: fields });
    return { ok: true, guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated the bot's stage state in guild ${out.guild_id}.`;
  }
}
