import type { APIGuildOnboarding } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const DISCORD_EPOCH = 1_420_070_400_000n;

/** Discord rejects repeated ids in these lists. */
const idList = (max: number) =>
  z
    .array(snowflake())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id');

const option = z
  .strictObject({
    id: snowflake('Omit for a new option').nullable().optional(),
    title: z.string().min(1).max(50),
    description: z.string().max(100).nullable().optional(),
    emoji_id: snowflake().nullable().optional(),
    emoji_name: z.string().max(100).nullable().optional(),
    emoji_animated: z.boolean().nullable().optional(),
    role_ids: idList(50).optional(),
    channel_ids: idList(50).optional(),
  })
  .refine((o) => (o.role_ids?.length ?? 0) + (o.channel_ids?.length ?? 0) > 0, 'an option needs at least one role_id or channel_id');

const prompt = z.strictObject({
  id: snowflake('Keep an existing prompt\'s id; omit for a new prompt').optional(),
  type: z.literal([0, 1]).optional().describe('0 multiple choice, 1 dropdown'),
  title: z.string().min(1).max(100),
  options: z.array(option).min(1).max(50),
  single_select: z.boolean().optional(),
  required: z.boolean().optional(),
  in_onboarding: z.boolean().optional(),
});

const input = () => z.strictObject({
  guild_id: snowflake(),
  prompts: z.array(prompt).max(15).describe('The complete list: prompts left out are deleted'),
  default_channel_ids: idList(500).describe('Enabled onboarding needs 7+ channels @everyone can read, 5+ where it can send'),
  enabled: z.boolean(),
  mode: z.literal([0, 1]).describe('0 default, 1 advanced (option channels count too)'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ guild_id: snowflake(), enabled: z.boolean(), mode: z.number().int() });

/** Discord wants an id on every prompt; a new one gets a fresh snowflake, as the client does. */
function freshSnowflake(offset: number): string {
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) + BigInt(offset)).toString();
}

@tool({
  name: 'onboarding_modify',
  category: 'onboarding',
  risk: 'destructive',
  scope: 'guild',
  title: 'Replace onboarding flow',
  description:
    "Replace a guild's whole onboarding configuration; prompts and options not resent are deleted along with members' answers. Read it with onboarding_get first. Needs Manage Server and Manage Roles.",
  synonyms: ['set up onboarding', 'onboarding questions', 'role picker', 'customize community', 'default channels', 'join questions'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/guilds/{guild_id}/onboarding' }],
  permissions: ['MANAGE_GUILD', 'MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class OnboardingModify implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { guild_id, audit_reason, prompts, ...rest } = args;
    const body = { ...rest, prompts: prompts.map((p, i) => ({ ...p, id: p.id ?? freshSnowflake(i) })) };
    const o = await platform.request<APIGuildOnboarding>({ method: 'PUT', route: Routes.guildOnboarding(guild_id), body, reason: audit_reason });
    return { guild_id: o.guild_id, enabled: o.enabled, mode: o.mode };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Onboarding of guild ${out.guild_id} replaced; now ${out.enabled ? 'enabled' : 'disabled'}.`;
  }
}
