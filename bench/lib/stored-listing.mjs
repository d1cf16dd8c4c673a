/**
 * A tools/list answer kept as a file, for the listing-cost figures of issue 25 item 4: taken from any stdio MCP
 * server over raw JSON-RPC, with its prose blanked out so the file carries another project's schema shapes but
 * none of its wording.
 */
import { readFileSync } from 'node:fs';
import { initializeAndList, rawStdio } from './raw-stdio.mjs';

/**
 * Every string a listing holds as prose (`description`, `title`) gets filler letters in place of its letters and
 * digits; whitespace, punctuation and symbols stay where they were. Length, line structure and string width (a
 * `→` keeps a string two-byte) stay, so the work a client's parser does stays too; the words are gone. Schema
 * keywords, property names, patterns, enums and constants are left as they are.
 */
export function blankProse(value) {
  if (Array.isArray(value)) return value.map(blankProse);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, PROSE_KEYS.has(key) && typeof inner === 'string' ? filler(inner) : blankProse(inner)]),
  );
}

const PROSE_KEYS = new Set(['description', 'title']);
const FILLER = 'loremipsumdolorsitamet';

function filler(text) {
  let at = 0;
  return text.replace(/[\p{L}\p{N}]/gu, () => FILLER[at++ % FILLER.length]);
}

/** Spawns `node <args>` over stdio and pages through tools/list; returns every tool, in order. */
export async function listToolsOver({ args, env }) {
  const server = rawStdio({ args, env });
  try {
    const tools = [];
    let answer = await initializeAndList(server);
    for (;;) {
      if (answer.error) throw new Error(`tools/list answered an error: ${JSON.stringify(answer.error)}`);
      tools.push(...answer.result.tools);
      if (!answer.result.nextCursor) return tools;
      answer = await server.request('tools/list', { cursor: answer.result.nextCursor });
    }
  } finally {
    server.child.kill('SIGKILL');
  }
}

/** The tools of a stored listing file (`{ ..., result: { tools } }`). */
export function readStoredListing(file) {
  return JSON.parse(readFileSync(file, 'utf8')).result.tools;
}
