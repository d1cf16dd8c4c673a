import * as z from 'zod';
import { tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { componentNode, reportIssues } from './component-inputs.js';
import { LIMITS } from './validation/component-types.js';
import { validateComponents } from './validation/validate-components.js';

const input = () => z
  .strictObject({
    components: z.array(componentNode).min(1).max(LIMITS.containerChildren).describe('Children: 1 action row, 9 section, 10 text display, 12 media gallery, 14 separator'),
    accent_color: z.number().int().min(0).max(LIMITS.maxColor).optional().describe('0xRRGGBB as an integer'),
    spoiler: z.boolean().default(false),
  })
  .superRefine((v, ctx) => reportIssues(ctx, validateComponents(v.components, { placement: 'container' }).issues));

const output = () => z.strictObject({ component: z.looseObject({ type: z.literal(17) }).describe('Container, ready for components_v2_send') });

@tool({
  name: 'components_v2_build_container',
  category: 'components_v2',
  risk: 'read',
  scope: 'local',
  title: 'Build a container',
  description: 'Wrap up to 10 child components in a Container (type 17) with an optional accent colour, checked against the nesting rules. No Discord call.',
  synonyms: ['card', 'box', 'panel', 'wrap', 'accent colour', 'embed-like'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class ComponentsV2BuildContainer implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>): Promise<ToolReturn<typeof output>> {
    return {
      component: {
        type: 17,
        ...(args.accent_color !== undefined ? { accent_color: args.accent_color } : {}),
        ...(args.spoiler ? { spoiler: true } : {}),
        components: args.components,
      },
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Built a container with ${(out.component.components as unknown[]).length} child component(s).`;
  }
}
