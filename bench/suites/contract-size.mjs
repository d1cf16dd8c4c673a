import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { openInProcessSession } from '../lib/in-process-session.mjs';

/** A request with several matches, so the compact and the full answer differ the way they do in practice. */
export const SEARCH_QUERY = 'who has RSVPd to the movie night event?';

function measure(frame) {
  return { bytes: Buffer.byteLength(frame, 'utf8'), tokens: encode(frame).length };
}

/**
 * Figure 2: bytes and o200k_base tokens of the JSON-RPC response frames a client receives: tools/list on the full
 * and the progressive surface, and one compact and one full mcp_tools_search answer.
 */
export async function contractSize({ bench }) {
  const out = { tokenizer: 'gpt-tokenizer o200k_base', query: SEARCH_QUERY };
  const full = await openInProcessSession(bench.env());
  try {
    const { tools } = await full.client.listTools();
    out.full_tools_list = { tools: tools.length, ...measure(full.lastFrame()) };
  } finally {
    await full.close();
  }
  const progressive = await openInProcessSession(bench.env({ MCP_TOOL_SURFACE: 'progressive' }));
  try {
    const { tools } = await progressive.client.listTools();
    out.progressive_tools_list = { tools: tools.length, ...measure(progressive.lastFrame()) };
    const compact = await progressive.client.callTool({ name: 'mcp_tools_search', arguments: { query: SEARCH_QUERY } });
    out.search_compact = { matches: compact.structuredContent?.matches?.length ?? 0, ...measure(progressive.lastFrame()) };
    const detailed = await progressive.client.callTool({ name: 'mcp_tools_search', arguments: { query: SEARCH_QUERY, detail: 'full' } });
    out.search_full = { matches: detailed.structuredContent?.matches?.length ?? 0, ...measure(progressive.lastFrame()) };
  } finally {
    await progressive.close();
  }
  return out;
}
