// Writes every tool's input and output JSON Schema to dist/core/tools/tool-json-schemas.json, where the compiled
// registry reads them instead of converting 418 zod schemas on every start. Runs on the build just made, so the
// file always describes the same code; test/contracts/precomputed-json-schemas.test.ts checks it against the sources.
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { PRECOMPUTED_SCHEMAS_FILE } from '../dist/core/tools/precomputed-json-schemas.js';

const target = new URL(`../dist/core/tools/${PRECOMPUTED_SCHEMAS_FILE}`, import.meta.url);
rmSync(target, { force: true }); // never derive the schemas from a previous build's file
// A placeholder token: building the registry never contacts Discord.
const host = await createHost(buildConfig({ CHAT_TOKEN: 'build' }), createLogger('silent'), { allCategories: true });
const schemas = Object.fromEntries(host.registry.list().map((tool) => [tool.contract.name, { input: tool.inputJsonSchema, output: tool.outputJsonSchema }]));
writeFileSync(target, JSON.stringify(schemas));
process.stderr.write(`precomputed the JSON Schemas of ${Object.keys(schemas).length} tools\n`);
