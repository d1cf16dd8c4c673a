import type { APIApplicationRoleConnectionMetadata } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { metadataListOutput, toMetadataList } from './role-connection-metadata-shape.js';

const localizations = (max: number) => z.record(z.string(), z.string().min(1).max(max).nullable()).nullable().optional();

const record = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,50}$/, 'a-z, 0-9 and _ only, 1..50 chars'),
  name: z.string().min(1).max(100),
  description: z.string().min(1).max(200),
  type: z.number().int().min(1).max(8).describe('1-4 integer compare, 5-6 datetime compare, 7-8 boolean'),
  name_localizations: localizations(100),
  description_localizations: localizations(200),
});

const input = () => z.strictObject({
  application_id: snowflake("The bot's own application id"),
  records: z
    .array(record)
    .max(5)
    .refine((rows) => new Set(rows.map((r) => r.key)).size === rows.length, 'keys must be unique')
    .describe('The complete new set; records left out are dropped'),
});

@tool({
  name: 'application_modify_role_connection_metadata',
  category: 'application',
  risk: 'destructive',
  scope: 'application',
  title: 'Replace linked-role metadata',
  description: 'Replace the whole linked-role metadata schema; records left out are dropped and guild linked-role requirements built on them stop matching.',
  synonyms: ['set linked roles', 'update role connections', 'verification requirements'],
  input,
  output: metadataListOutput,
  platform: [{ method: 'PUT', path: '/applications/{application_id}/role-connections/metadata' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ApplicationModifyRoleConnectionMetadata implements ToolHandler<typeof input, typeof metadataListOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const rows = await platform.request<APIApplicationRoleConnectionMetadata[]>({
      method: 'PUT',
      route: Routes.applicationRoleConnectionMetadata(args.application_id),
      body: args.records,
    });
    return toMetadataList(rows);
  }

  summarize(out: z.output<typeof metadataListOutput>): string {
    return `Linked-role metadata now has ${out.count} record(s).`;
  }
}
