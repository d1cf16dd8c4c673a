import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  user_id: snowflake(),
  channel_id: snowflake('The stage channel the user is in'),
  suppress: z.boolean().optional().describe('true = move to audience, false = invite to speak'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ ok: z.literal(true), user_id: snowflake(), channel_id: snowflake() });

@tool({
  name: 'guild_modify_user_voice_state',
  category: 'guild',
  risk: 'write',
  scope: 'guild',
  title: "Move a member on stage",
  description: 'Move another member between speaker and audience in a stage channel they are in. Needs Mute Members.',
  synonyms: ['invite to speak', 'make speaker', 'move to audience', 'stage moderator', 'bring up on stage', 'suppress'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/voice-states/{user_id}' }],
  permissions: ['MUTE_MEMBERS'],
  channelTypes: { channel_id: CHANNEL_TYPES.stage },
  idempotent: true,
  openWorld: true,
})
export class GuildModifyUserVoiceState implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'PATCH',
      route: Routes.guildVoiceState(args.guild_id, args.user_id),
      body: { channel_id: args.channel_id, ...(args.suppress !== undefined ? { suppress: args.suppress } : {}) },
      reason: args.audit_reason,
    });
    return { ok: true, user_id: args.user_id, channel_id: args.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated user ${out.user_id}'s stage state in channel ${out.channel_id}.`;
  }
}
