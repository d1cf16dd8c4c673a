import type { APISoundboardSound } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { listedSoundOutput, toListedSound } from './sound-shape.js';

const input = () => z.strictObject({});
// Discord's default sounds have small integer ids ("1", "2", ...), not snowflakes.
const defaultSound = listedSoundOutput.extend({ sound_id: z.string().regex(/^\d{1,20}$/) });
const output = () => z.strictObject({ sounds: z.array(defaultSound), count: z.number().int() });

@tool({
  name: 'soundboard_list_default_sounds',
  category: 'soundboard',
  risk: 'read',
  scope: 'global',
  title: 'List default soundboard sounds',
  description: 'List the built-in soundboard sounds every user has.',
  synonyms: ['built-in sounds', 'stock sound effects', 'default sfx'],
  input,
  output,
  platform: [{ method: 'GET', path: '/soundboard-default-sounds' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class SoundboardListDefaultSounds implements ToolHandler<typeof input, typeof output> {
  async execute(_args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const sounds = await platform.request<APISoundboardSound[]>({ method: 'GET', route: Routes.soundboardDefaultSounds() });
    return { sounds: sounds.map(toListedSound), count: sounds.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} default sound(s).`;
  }
}
