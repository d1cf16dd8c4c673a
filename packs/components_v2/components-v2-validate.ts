import * as z from 'zod';
import { tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { componentNode } from './component-inputs.js';
import { describeIssues, validateComponents } from './validation/validate-components.js';

const input = () => z.strictObject({
  components: z
    .array(componentNode)
    .describe(
      'Top level: 1 action row, 9 section, 10 text display, 12 media gallery, 14 separator, 17 container. Rows: 1-5 buttons (2) or one select (3,5-8). Section: 1-3 text displays + accessory (11 thumbnail or 2 button). Container: 1-10 children, not nested. Max 40 components incl. nested; 4000 text chars total.',
    ),
});

const output = () => z.strictObject({
  valid: z.boolean(),
  issues: z.array(
    z.strictObject({
      path: z.string().describe('e.g. components[0].components[2].label'),
      code: z.string(),
      message: z.string(),
      fix_hint: z.string().optional(),
    }),
  ),
});

@tool({
  name: 'components_v2_validate',
  category: 'components_v2',
  risk: 'read',
  scope: 'local',
  title: 'Validate a Components V2 layout',
  description:
    "Check a Components V2 tree against Discord's layout rules locally (nesting, 40-component cap, 5 buttons per row, 10 children per container, accessories, lengths, duplicate custom_id); each issue names its JSON path and a fix. No Discord call.",
  synonyms: ['lint', 'check layout', 'verify message', 'rich message rules', 'container limits', 'button limits'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class ComponentsV2Validate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>): Promise<ToolReturn<typeof output>> {
    const { issues } = validateComponents(args.components);
    return { valid: issues.length === 0, issues: describeIssues(issues) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return out.valid ? 'The layout is valid.' : `${out.issues.length} issue(s); first at ${out.issues[0]!.path} (${out.issues[0]!.code}).`;
  }
}
