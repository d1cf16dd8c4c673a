// Writes what a start would otherwise compute from 209 tool modules: every tool's input and output JSON Schema
// (dist/core/tools/tool-json-schemas.json, read by the compiled registry instead of converting 418 zod schemas) and
// the full surface's listing (dist/core/surfaces/tool-listing.json, served before the packs load). Runs on the build
// just made, so both describe the same code; test/contracts/precomputed-json-schemas.test.ts and
// test/surfaces/deferred-surface.test.ts check them against the sources.
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { TOOL_LISTING_FILE, toolListing } from '../dist/core/surfaces/tool-listing.js';
import { PRECOMPUTED_SCHEMAS_FILE } from '../dist/core/tools/precomputed-json-schemas.js';

const schemasFile = new URL(`../dist/core/tools/${PRECOMPUTED_SCHEMAS_FILE}`, import.meta.url);
const listingFile = new URL(`../dist/core/surfaces/${TOOL_LISTING_FILE}`, import.meta.url);
rmSync(schemasFile, { force: true }); // never derive anything from a previous build's files
rmSync(listingFile, { force: true });
// A placeholder token: building the registry never contacts Discord.
const host = await createHost(buildConfig({ CHAT_TOKEN: 'build' }), createLogger('silent'), { allCategories: true });
const tools = host.registry.list();
writeFileSync(schemasFile, JSON.stringify(Object.fromEntries(tools.map((t) => [t.contract.name, { input: t.inputJsonSchema, output: t.outputJsonSchema }]))));
writeFileSync(listingFile, JSON.stringify(toolListing(host.registry)));
process.stderr.write(`precomputed the JSON Schemas and the listing of ${tools.length} tools\n`);
