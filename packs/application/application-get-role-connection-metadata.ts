import type { APIApplicationRoleConnectionMetadata } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { metadataListOutput, toMetadataList } from './role-connection-metadata-shape.js';

const input = () => z.strictObject({ application_id: snowflake("The bot's own application id") });

@tool({
  name: 'application_get_role_connection_metadata',
  category: 'application',
  risk: 'read',
  scope: 'application',
  title: 'Get linked-role metadata',
  description: 'Read the linked-role metadata schema the application publishes, which guild admins use as linked-role requirements.',
  synonyms: ['linked roles', 'role connections', 'verification requirements', 'connection metadata'],
  input,
  output: metadataListOutput,
  platform: [{ method: 'GET', path: '/applications/{application_id}/role-connections/metadata' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ApplicationGetRoleConnectionMetadata implements ToolHandler<typeof input, typeof metadataListOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const rows = await platform.request<APIApplicationRoleConnectionMetadata[]>({ method: 'GET', route: Routes.applicationRoleConnectionMetadata(args.application_id) });
    return toMetadataList(rows);
  }

  summarize(out: z.output<typeof metadataListOutput>): string {
    return `${out.count} linked-role metadata record(s).`;
  }
}
