#!/usr/bin/env node
/**
 * A stdio MCP server that only answers `initialize`, `ping` and `tools/list`, the last from a stored listing
 * (argv[2], `{ result: { tools } }`). Any listing served this way costs a client the same server-side nothing, so
 * two listings replayed here differ in what the client does with them alone. No SDK: raw JSON-RPC lines.
 */
import { createInterface } from 'node:readline';
import { readStoredListing } from './lib/stored-listing.mjs';

const answer = { tools: readStoredListing(process.argv[2]) };
const write = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const results = {
  initialize: (params) => ({ protocolVersion: params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'listing-replay', version: '1.0.0' } }),
  ping: () => ({}),
  'tools/list': () => answer,
};
createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  const result = results[message.method];
  write(result ? { jsonrpc: '2.0', id: message.id, result: result(message.params) } : { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `${message.method} is not served here` } });
});
