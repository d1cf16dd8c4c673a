import type { APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** The public profile fields every users tool returns. */
export const userFields = {
  id: snowflake(),
  username: z.string(),
  global_name: z.string().nullable().describe('Display name'),
  avatar: z.string().nullable().describe('Avatar hash'),
};

export const toUserFields = (u: APIUser) => ({ id: u.id, username: u.username, global_name: u.global_name ?? null, avatar: u.avatar ?? null });
