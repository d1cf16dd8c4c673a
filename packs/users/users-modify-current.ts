import type { APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { imageDataUri, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { toUserFields, userFields } from './user-shape.js';

const input = () => z
  .strictObject({
    username: z.string().min(2).max(32).optional().describe('Discord rate-limits renames'),
    avatar: imageDataUri.nullable().optional().describe('null clears'),
    banner: imageDataUri.nullable().optional().describe('null clears'),
  })
  .refine((v) => v.username !== undefined || v.avatar !== undefined || v.banner !== undefined, 'give at least one of username, avatar, banner');
const output = () => z.strictObject({ ...userFields, banner: z.string().nullable() });

@tool({
  name: 'users_modify_current',
  category: 'users',
  risk: 'write',
  scope: 'global',
  title: 'Edit the bot profile',
  description: "Change the bot account's username, avatar or banner everywhere (all guilds).",
  synonyms: ['rename bot', 'bot avatar', 'profile picture', 'change bot name', 'bot banner'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/users/@me' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class UsersModifyCurrent implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const me = await platform.request<APIUser>({ method: 'PATCH', route: Routes.user(), body: args });
    return { ...toUserFields(me), banner: me.banner ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Bot profile ${out.id} updated.`;
  }
}
