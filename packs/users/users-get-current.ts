import type { APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { toUserFields, userFields } from './user-shape.js';

const input = () => z.strictObject({});
const output = () => z.strictObject({ ...userFields, bot: z.boolean(), verified: z.boolean().optional() });

@tool({
  name: 'users_get_current',
  category: 'users',
  risk: 'read',
  scope: 'global',
  title: 'Who am I (bot account)',
  description: 'Identify the bot account the configured token belongs to: id, username, avatar.',
  synonyms: ['whoami', 'bot identity', 'my account', 'bot profile', 'current user'],
  input,
  output,
  platform: [{ method: 'GET', path: '/users/@me' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class UsersGetCurrent implements ToolHandler<typeof input, typeof output> {
  async execute(_args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const me = await platform.request<APIUser>({ method: 'GET', route: Routes.user() });
    return { ...toUserFields(me), bot: me.bot === true, ...(me.verified !== undefined ? { verified: me.verified } : {}) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Signed in as user ${out.id}${out.bot ? ' (bot)' : ''}.`;
  }
}
