import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, loadAllCommands } from '../../cli/run-cli.js';
import { buildConfig } from '../../core/config/config.js';
import { envSchema } from '../../core/config/env-schema.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { renderConfigurationReference } from './render-configuration-reference.js';
import { renderToolsReference, type RecordedExtension } from './render-tools-reference.js';

/** The recorded additive extensions to the spec's contracts (spec/README.md); read from the repository root. */
const recordedExtensions = (): RecordedExtension[] =>
  (JSON.parse(readFileSync(join(process.cwd(), 'spec', 'catalog', 'extensions.json'), 'utf8')) as { extensions: RecordedExtension[] }).extensions;

export interface GeneratedDoc {
  /** Path relative to the repository root. */
  path: string;
  content: string;
}

/** Every generated page, rendered in memory from the code: `npm run docs` writes them, `npm test` compares. */
export async function renderGeneratedDocs(): Promise<GeneratedDoc[]> {
  // A placeholder token: the registry is built without contacting Discord.
  const host = await createHost(buildConfig({ CHAT_TOKEN: 'docs-generator' }), createLogger('silent'), { allCategories: true });
  return [
    { path: 'docs/tools.md', content: renderToolsReference(host.registry.list(), recordedExtensions()) },
    { path: 'docs/configuration.md', content: renderConfigurationReference(envSchema, buildCli(await loadAllCommands())) },
  ];
}
