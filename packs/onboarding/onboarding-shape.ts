import type { APIGuildOnboarding } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** A prompt option: the roles and channels a member gets by picking it. */
const optionOutput = z.strictObject({
  id: snowflake(),
  title: z.string(),
  description: z.string().nullable(),
  emoji_id: snowflake().nullable(),
  emoji_name: z.string().nullable(),
  role_ids: z.array(snowflake()),
  channel_ids: z.array(snowflake()),
});

export const promptOutput = z.strictObject({
  id: snowflake(),
  type: z.number().int().describe('0 multiple choice, 1 dropdown'),
  title: z.string(),
  single_select: z.boolean(),
  required: z.boolean(),
  in_onboarding: z.boolean(),
  options: z.array(optionOutput),
});

export type PromptOutput = z.input<typeof promptOutput>;

export function toPrompts(o: APIGuildOnboarding): PromptOutput[] {
  return o.prompts.map((p) => ({
    id: p.id,
    type: p.type,
    title: p.title,
    single_select: p.single_select,
    required: p.required,
    in_onboarding: p.in_onboarding,
    options: p.options.map((opt) => {
      const raw = opt as typeof opt & { emoji_id?: string | null; emoji_name?: string | null };
      return {
        id: opt.id,
        title: opt.title,
        description: opt.description ?? null,
        emoji_id: opt.emoji?.id ?? raw.emoji_id ?? null,
        emoji_name: opt.emoji?.name ?? raw.emoji_name ?? null,
        role_ids: [...opt.role_ids],
        channel_ids: [...opt.channel_ids],
      };
    }),
  }));
}
