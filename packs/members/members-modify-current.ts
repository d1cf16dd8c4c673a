import type { APIGuildMember } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  nick: z.string().max(32).nullable().optional().describe('null clears'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ nick: z.string().nullable() });

@tool({
  name: 'members_modify_current',
  category: 'members',
  risk: 'write',
  scope: 'guild',
  title: "Set the bot's nickname",
  description: "Set or clear the bot's own nickname in a guild. Needs Change Nickname.",
  synonyms: ['rename bot', 'bot nickname', 'bot display name', 'change my name'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/members/@me' }],
  permissions: ['CHANGE_NICKNAME'],
  idempotent: true,
  openWorld: true,
})
export class MembersModifyCurrent implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIGuildMember>({
      method: 'PATCH',
      route: Routes.guildMember(args.guild_id, '@me'),
      // No nick: an empty update that just reads back the current nickname; null clears it.
      body: args.nick === undefined ? {} : { nick: args.nick },
      reason: args.audit_reason,
    });
    return { nick: m.nick ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return out.nick === null ? "Cleared the bot's nickname." : "Set the bot's nickname.";
  }
}
