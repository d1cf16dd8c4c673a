import * as z from 'zod';
import { tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { LIMITS } from './validation/component-types.js';
import { validateNode } from './validation/validate-components.js';

const thumbnail = z.strictObject({
  type: z.literal(11),
  media: z.strictObject({ url: z.string().max(LIMITS.mediaUrl) }),
  description: z.string().max(LIMITS.mediaDescription).optional(),
  spoiler: z.boolean().optional(),
});

const button = z.strictObject({
  type: z.literal(2),
  style: z.literal([1, 2, 3, 4, 5]).describe('1-4 need custom_id; 5 link needs url'),
  label: z.string().max(LIMITS.buttonLabel).optional(),
  custom_id: z.string().min(1).max(LIMITS.customId).optional(),
  url: z.string().max(LIMITS.buttonUrl).optional(),
  emoji: z.strictObject({ name: z.string().min(1).max(LIMITS.emojiName), id: z.string().optional() }).optional(),
  disabled: z.boolean().optional(),
});

const input = () => z
  .strictObject({
    text: z.array(z.string().min(1).max(LIMITS.textDisplayTotal)).min(1).max(LIMITS.sectionTexts).describe('Markdown blocks'),
    accessory: z.union([thumbnail, button]).describe('Thumbnail (type 11) or button (type 2)'),
  })
  .superRefine((v, ctx) => {
    // Map the built section's findings back onto the input fields they came from.
    for (const issue of validateNode(toSection(v), [], 'message').issues) {
      const [head, index] = issue.path;
      const path = head === 'accessory' ? issue.path : head === 'components' ? ['text', index as number] : ['text'];
      ctx.addIssue({ code: 'custom', path, message: `${issue.code}: ${issue.message}` });
    }
  });

type Input = ToolArgs<typeof input>;

function toSection({ text, accessory }: Input) {
  // Discord refuses an empty thumbnail description, so "" means none.
  const acc = accessory.type === 11 && accessory.description === '' ? { ...accessory, description: undefined } : accessory;
  return {
    type: 9 as const,
    components: text.map((content) => ({ type: 10, content })),
    accessory: Object.fromEntries(Object.entries(acc).filter(([, v]) => v !== undefined)),
  };
}

const output = () => z.strictObject({ component: z.looseObject({ type: z.literal(9) }).describe('Section, ready to send or nest') });

@tool({
  name: 'components_v2_build_section',
  category: 'components_v2',
  risk: 'read',
  scope: 'local',
  title: 'Build a section',
  description: 'Assemble a Section (type 9): one to three markdown text blocks beside a thumbnail image or a button. No Discord call.',
  synonyms: ['text with image', 'side thumbnail', 'avatar beside text', 'inline button', 'row with picture'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class ComponentsV2BuildSection implements ToolHandler<typeof input, typeof output> {
  async execute(args: Input): Promise<ToolReturn<typeof output>> {
    return { component: toSection(args) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Built a section with ${(out.component.components as unknown[]).length} text block(s).`;
  }
}
