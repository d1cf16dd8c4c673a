import * as z from 'zod';
import { toToolJsonSchema } from '../tools/json-schema.js';

/** Contracts of the progressive surface's own tools (SPEC 4.5). Not part of the 209. */

export const searchInput = z.strictObject({
  query: z.string().min(1).max(500).describe('The task in plain words, or a tool name'),
  detail: z.enum(['compact', 'full']).default('compact'),
  limit: z.number().int().min(1).max(20).default(8),
  category: z.string().regex(/^[a-z][a-z0-9_]*$/).optional(),
});

const jsonObject = z.record(z.string(), z.unknown());

export const searchOutput = z.strictObject({
  matches: z.array(
    z.strictObject({
      name: z.string(),
      category: z.string(),
      risk: z.enum(['read', 'write', 'destructive']),
      dispatcher: z.enum(['mcp_tools_read', 'mcp_tools_write', 'mcp_tools_destructive']),
      summary: z.string(),
      inputSchema: jsonObject.optional(),
      outputSchema: jsonObject.optional(),
    }),
  ),
  total: z.number().int(),
});

export const dispatchInput = z.strictObject({
  tool: z.string().min(1).max(64),
  arguments: jsonObject.default({}),
});

export const SEARCH_INPUT_JSON = toToolJsonSchema(searchInput, 'input');
export const SEARCH_OUTPUT_JSON = toToolJsonSchema(searchOutput, 'output');
export const DISPATCH_INPUT_JSON = toToolJsonSchema(dispatchInput, 'input');
