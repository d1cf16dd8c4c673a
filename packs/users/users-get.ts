import type { APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { toUserFields, userFields } from './user-shape.js';

const input = () => z.strictObject({ user_id: snowflake() });
const output = () => z.strictObject({ ...userFields, bot: z.boolean() });

@tool({
  name: 'users_get',
  category: 'users',
  risk: 'read',
  scope: 'global',
  title: 'Look up a user',
  description: 'Look up any Discord user by id: username, display name, avatar and whether it is a bot.',
  synonyms: ['user info', 'profile', 'who is', 'lookup user', 'find user by id'],
  input,
  output,
  platform: [{ method: 'GET', path: '/users/{user_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class UsersGet implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const user = await platform.request<APIUser>({ method: 'GET', route: Routes.user(args.user_id) });
    return { ...toUserFields(user), bot: user.bot === true };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `User ${out.id}${out.bot ? ' (bot)' : ''}.`;
  }
}
