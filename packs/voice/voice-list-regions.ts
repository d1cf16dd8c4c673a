import type { APIVoiceRegion } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({});
const output = () => z.strictObject({
  regions: z.array(z.strictObject({ id: z.string(), name: z.string(), optimal: z.boolean(), deprecated: z.boolean(), custom: z.boolean() })),
  count: z.number().int(),
});

@tool({
  name: 'voice_list_regions',
  category: 'voice',
  risk: 'read',
  scope: 'global',
  title: 'List voice regions',
  description: 'List the voice regions Discord offers, e.g. to pick an rtc_region for a voice channel.',
  synonyms: ['rtc region', 'voice server location', 'latency region', 'voice servers'],
  input,
  output,
  platform: [{ method: 'GET', path: '/voice/regions' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class VoiceListRegions implements ToolHandler<typeof input, typeof output> {
  async execute(_args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIVoiceRegion[]>({ method: 'GET', route: Routes.voiceRegions() });
    const regions = rows.map((r) => ({ id: r.id, name: r.name, optimal: r.optimal, deprecated: r.deprecated, custom: r.custom }));
    return { regions, count: regions.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} voice region(s).`;
  }
}
