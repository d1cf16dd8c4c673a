import * as z from 'zod';
import { tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { LIMITS } from './validation/component-types.js';

const input = () => z.strictObject({
  items: z
    .array(
      z.strictObject({
        url: z.string().max(LIMITS.mediaUrl).regex(/^https:\/\/[^\s]+$/, 'must be an https URL'),
        description: z.string().max(LIMITS.mediaDescription).optional().describe('Alt text'),
        spoiler: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(LIMITS.galleryItems),
});

const output = () => z.strictObject({ component: z.looseObject({ type: z.literal(12) }).describe('Media gallery, ready to send or nest') });

@tool({
  name: 'components_v2_build_media_gallery',
  category: 'components_v2',
  risk: 'read',
  scope: 'local',
  title: 'Build a media gallery',
  description: 'Assemble a Media Gallery (type 12) from 1 to 10 https image or video URLs with optional alt text and spoilers. No Discord call.',
  synonyms: ['image grid', 'photos', 'pictures', 'screenshots', 'album', 'carousel'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class ComponentsV2BuildMediaGallery implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>): Promise<ToolReturn<typeof output>> {
    const items = args.items.map(({ url, description, spoiler }) => ({
      media: { url },
      // Discord refuses an empty description, so "" means none.
      ...(description ? { description } : {}),
      ...(spoiler ? { spoiler: true } : {}),
    }));
    return { component: { type: 12, items } };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Built a media gallery with ${(out.component.items as unknown[]).length} item(s).`;
  }
}
