import * as z from 'zod';
import { tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { componentNode } from './component-inputs.js';
import { renderPreview } from './render-preview.js';

const input = () => z.strictObject({ components: z.array(componentNode).min(1).max(40) });
const output = () => z.strictObject({ ascii: z.string() });

@tool({
  name: 'components_v2_preview',
  category: 'components_v2',
  risk: 'read',
  scope: 'local',
  title: 'Preview a Components V2 layout',
  description: 'Render a Components V2 tree as an indented plain-text outline (containers, sections, text, [ buttons ], <selects>, separators) to check a layout before sending. No Discord call.',
  synonyms: ['mockup', 'sketch', 'dry look', 'render', 'what will it look like', 'outline'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class ComponentsV2Preview implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>): Promise<ToolReturn<typeof output>> {
    return { ascii: renderPreview(args.components) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Preview of ${out.ascii.split('\n').length} line(s).`;
  }
}
