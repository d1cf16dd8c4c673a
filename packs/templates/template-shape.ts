import type { APITemplate } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';
import { templateUseUrl } from '../shared/template-recommend/template-catalogue.js';

export const TEMPLATE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A guild template code as every code-taking tool accepts it. */
export const templateCode = z.string().regex(TEMPLATE_CODE_PATTERN, 'must be a template code (letters, digits, _ or -)').describe('Guild template code');

/** The template fields every templates tool returns. */
export const templateOutput = z.strictObject({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  usage_count: z.number().int(),
  creator_id: snowflake(),
  created_at: z.string(),
  updated_at: z.string(),
  source_guild_id: snowflake(),
  is_dirty: z.boolean().nullable(),
  use_url: z.string(),
});

export type TemplateOutput = z.input<typeof templateOutput>;

export function toTemplate(t: APITemplate): TemplateOutput {
  return {
    code: t.code,
    name: t.name,
    description: t.description,
    usage_count: t.usage_count,
    creator_id: t.creator_id,
    created_at: t.created_at,
    updated_at: t.updated_at,
    source_guild_id: t.source_guild_id,
    is_dirty: t.is_dirty,
    use_url: templateUseUrl(t.code),
  };
}

/** Where people create a guild from the template. */