#!/usr/bin/env node
/**
 * Writes bench/fixtures/reference-listing.json: the tools/list answer of the reference implementation issue 25
 * compares against, with its prose blanked (bench/lib/stored-listing.mjs). Build a checkout of the reference first;
 * its `catalog` command lists every tool without a token:
 *   node bench/make-reference-listing.mjs --source <owner/repo@commit> -- <path/to/its/cli.js> catalog
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { blankProse, listToolsOver } from './lib/stored-listing.mjs';

const { values, positionals } = parseArgs({ options: { source: { type: 'string' }, out: { type: 'string' } }, allowPositionals: true });
if (!values.source || positionals.length === 0) {
  process.stderr.write('usage: node bench/make-reference-listing.mjs --source <owner/repo@commit> -- <server.js> [args...]\n');
  process.exit(2);
}
const out = values.out ?? fileURLToPath(new URL('./fixtures/reference-listing.json', import.meta.url));
const tools = await listToolsOver({ args: positionals, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } });
const stored = {
  schema: 'chat-mcp.stored-listing.v1',
  source: values.source,
  taken: new Date().toISOString().slice(0, 10),
  note: 'tools/list answer of the reference implementation; every description and title is blanked to filler of the same length (see bench/fixtures/README.md)',
  result: { tools: blankProse(tools) },
};
writeFileSync(out, `${JSON.stringify(stored)}\n`);
process.stderr.write(`${tools.length} tools written to ${out}\n`);
