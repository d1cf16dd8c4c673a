import type { APIGuildOnboarding } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { promptOutput, toPrompts, type PromptOutput } from './onboarding-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  guild_id: snowflake(),
  prompts: z.array(promptOutput),
  default_channel_ids: z.array(snowflake()),
  enabled: z.boolean(),
  mode: z.number().int().describe('0 default, 1 advanced'),
  summary: z.strictObject({
    prompt_count: z.number().int(),
    required_prompt_count: z.number().int(),
    option_count: z.number().int(),
    default_channel_count: z.number().int(),
    self_assignable_role_count: z.number().int(),
    advanced_mode: z.boolean(),
    fresh_member_client_check_recommended: z.boolean().describe('The API cannot show what newcomers see'),
  }),
});

/** Counts an agent needs to judge the flow at a glance. */
export function summarizeOnboarding(prompts: PromptOutput[], defaultChannels: string[], enabled: boolean, mode: number) {
  const roles = new Set(prompts.flatMap((p) => p.options.flatMap((o) => o.role_ids)));
  return {
    prompt_count: prompts.length,
    required_prompt_count: prompts.filter((p) => p.required).length,
    option_count: prompts.reduce((n, p) => n + p.options.length, 0),
    default_channel_count: defaultChannels.length,
    self_assignable_role_count: roles.size,
    advanced_mode: mode === 1,
    // What a newcomer sees also depends on channel visibility and client rendering, which the API does not show.
    fresh_member_client_check_recommended: enabled,
  };
}

@tool({
  name: 'onboarding_get',
  category: 'onboarding',
  risk: 'read',
  scope: 'guild',
  title: 'Get onboarding flow',
  description: 'Read the onboarding flow of a community guild (questions, role and channel options, default channels) with a computed summary.',
  synonyms: ['onboarding questions', 'new member questions', 'role picker', 'customize community', 'default channels', 'join flow'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/onboarding' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class OnboardingGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const o = await platform.request<APIGuildOnboarding>({ method: 'GET', route: Routes.guildOnboarding(args.guild_id) });
    const prompts = toPrompts(o);
    return {
      guild_id: o.guild_id,
      prompts,
      default_channel_ids: [...o.default_channel_ids],
      enabled: o.enabled,
      mode: o.mode,
      summary: summarizeOnboarding(prompts, o.default_channel_ids, o.enabled, o.mode),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const s = out.summary;
    return `Onboarding ${out.enabled ? 'enabled' : 'disabled'} (${s.advanced_mode ? 'advanced' : 'default'} mode): ${s.prompt_count} prompt(s), ${s.option_count} option(s), ${s.default_channel_count} default channel(s).`;
  }
}
