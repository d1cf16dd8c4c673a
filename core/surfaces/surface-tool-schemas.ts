import * as z from 'zod';
import { toToolJsonSchema } from '../tools/json-schema.js';

/** Contracts of the progressive surface's own tools (SPEC 4.5). Not part of the 209. */

export const searchInput = z.strictObject({
  query: z.string().max(500).default('').describe('The task in plain words, or a tool name; empty lists the categories'),
  queries: z.array(z.string().min(1).max(500)).max(5).optional().describe('More phrasings of the same task'),
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
      dispatcher: z.enum(['mcp_tools_read', 'mcp_tools_write', 'mcp_tools_destructive']),
      purpose: z.string(),
      /** Required arguments and their types ("snowflake" is a Discord id string). */
      required: z.record(z.string(), z.string()),
      category: z.string(),
      inputSchema: jsonObject.optional(),
      outputSchema: jsonObject.optional(),
    }),
  ),
  total: z.number().int(),
  /** Set when the best match is weak: what to do next. */
  weak: z.string().optional(),
  /** The categories: all of them to browse (empty query), or the two most likely ones when the match is weak. */
  categories: z.array(categorySummary).optional(),
});

export const dispatchInput = z.strictObject({
  tool: z.string().min(1).max(64),
  arguments: jsonObject.default({}),
});

export const SEARCH_INPUT_JSON = toToolJsonSchema(searchInput, 'input');
export const SEARCH_OUTPUT_JSON = toToolJsonSchema(searchOutput, 'output');
export const DISPATCH_INPUT_JSON = toToolJsonSchema(dispatchInput, 'input');
