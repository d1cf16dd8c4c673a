import type { APIApplicationRoleConnectionMetadata } from 'discord-api-types/v10';
import * as z from 'zod';

/** One linked-role requirement field as the metadata tools return it. */
export const metadataRecordOutput = z.strictObject({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.number().int().min(1).max(8).describe('1-4 integer compare, 5-6 datetime compare, 7-8 boolean'),
});

export const metadataListOutput = z.strictObject({ records: z.array(metadataRecordOutput), count: z.number().int() });

export function toMetadataList(rows: APIApplicationRoleConnectionMetadata[]): z.input<typeof metadataListOutput> {
  return { records: rows.map(({ key, name, description, type }) => ({ key, name, description, type })), count: rows.length };
}
