import * as z from 'zod';
import { toToolJsonSchema } from '../tools/json-schema.js';

/** Contracts of the progressive surface's own tools (SPEC 4.5). Not pack tools: the manifest's count leaves them out. */

export const searchInput = z.strictObject({
  query: z.string().max(500).default('').describe('The task in plain words, or a tool name; empty: list categories'),
  queries: z.array(z.string().max(500)).max(5).optional().describe('Other phrasings of the task'),
  category: z.union([z.string(), z.array(z.string()).max(40)]).optional(),
  limit: z.number().int().min(1).max(20).default(5),
  detail: z.enum(['compact', 'full']).default('compact'),
});

const jsonObject = z.record(z.string(), z.unknown());

const categorySummary = z.strictObject({ category: z.string(), tools: z.number().int(), purpose: z.string() });

export const searchOutput = z.strictObject({
  matches: z.array(
    z.strictObject({
      name: z.string(),
      dispatcher: z.string(),
      purpose: z.string(),
      /** Required arguments and their types ("snowflake" is a Discord id string). */
      required: z.record(z.string(), z.string()),
      category: z.string(),
      inputSchema: jsonObject.optional(),
      outputSchema: jsonObject.optional(),
    }),
  ),
  /** How many tools are relevant to the request (more than the matches shown: a larger limit shows the rest). */
  total: z.number().int(),
  /** Set when the best match is weak, or no tool does what was asked: what to do next. */
  weak: z.string().optional(),
  /** The categories: all of them to browse (empty query), or the two most likely ones when the match is weak. */
  categories: z.array(categorySummary).optional(),
});

export const dispatchInput = z.strictObject({
  tool: z.string().min(1).max(64),
  arguments: jsonObject.default({}),
});

export const SEARCH_INPUT_JSON = lean(toToolJsonSchema(searchInput, 'input'));
/**
 * Drops what costs tokens in every progressive tools/list and tells a client nothing: `propertyNames` of string
 * keys (every JSON key is a string), an empty `additionalProperties` (anything goes) and empty `properties`.
 */
function lean<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(lean) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}') continue;
    if (key === 'additionalProperties' && JSON.stringify(value) === '{}') continue;
    if (key === 'properties' && JSON.stringify(value) === '{}') continue;
    out[key] = lean(value);
  }
  return out as T;
}

/**
 * The output schema mcp_tools_search publishes: what a client relies on (each match's name, dispatcher, purpose and
 * required arguments; the total), loose about the rest so the progressive tools/list stays within its token budget.
 * Every answer of `searchOutput` conforms to it.
 */
const publishedSearchOutput = z.looseObject({
  matches: z.array(z.looseObject({ name: z.string(), dispatcher: z.string(), purpose: z.string(), required: z.looseObject({}) })),
  total: z.number().int(),
  weak: z.string().optional(),
  categories: z.array(z.looseObject({})).optional(),
});

export const SEARCH_OUTPUT_JSON = lean(toToolJsonSchema(publishedSearchOutput, 'output'));
export const DISPATCH_INPUT_JSON = lean(toToolJsonSchema(dispatchInput, 'input'));
