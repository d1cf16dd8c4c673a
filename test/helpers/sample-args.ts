import { IDS, memberIds } from './community-fixture.js';

type Json = Record<string, any>;

/** Ids from the test community, chosen by argument name, so sampled calls point at things that exist. */
const ID_BY_NAME: Record<string, string> = {
  guild_id: IDS.guild,
  channel_id: IDS.text,
  parent_id: IDS.text,
  thread_id: IDS.text,
  user_id: memberIds[0]!,
  recipient_id: memberIds[0]!,
  role_id: '2000000000000000014',
  event_id: IDS.bigEvent,
  application_id: IDS.bot,
};

const SNOWFLAKE = '^\\d{17,20}$';

/** Builds the smallest arguments a JSON Schema accepts: required properties only, with plausible values. */
export function sampleArgs(schema: Json, name = ''): any {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null);
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (schema.anyOf) return sampleArgs(schema.anyOf.find((o: Json) => o.type !== 'null') ?? schema.anyOf[0], name);
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const key of schema.required ?? []) out[key] = sampleArgs(schema.properties?.[key] ?? {}, key);
      return out;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, (_, i) => {
        const item = sampleArgs(schema.items ?? {}, name);
        return typeof item === 'string' && /^\d{17,20}$/.test(item) ? memberIds[i] : item;
      });
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.pattern === SNOWFLAKE) return ID_BY_NAME[name] ?? IDS.guild;
      if (schema.pattern === '^sha256:[a-f0-9]{64}$') return `sha256:${'0'.repeat(64)}`;
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'uri') return 'https://example.com/';
      const length = Math.max(schema.minLength ?? 1, 1);
      return 'x'.repeat(length);
    }
    default:
      return {};
  }
}
