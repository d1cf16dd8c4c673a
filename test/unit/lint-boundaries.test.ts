import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layout rules are enforced by `npm run lint` (eslint.config.js). These plant one import in a file that would
 * sit at the given path and ask ESLint, with the project's own configuration, what it reports: each broken rule
 * must be reported, and the imports the rules allow must pass.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages of one rule for `source` planted at `file`, after checking the file parsed. */
async function ruleErrors(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, file) });
  expect(result!.fatalErrorCount, JSON.stringify(result!.messages)).toBe(0);
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file: string, source: string) => ruleErrors(RULE, file, source);

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a pack importing another pack', 'packs/events/planted.ts', "import pack from '../guild/index.js';\nexport default pack;\n", 'Packs never import each other'],
    ['a pack reaching into core internals', 'packs/events/planted.ts', "import { ToolRegistry } from '../../core/tools/registry.js';\nexport { ToolRegistry };\n", 'only through core/index.js'],
    ['packs/shared importing a pack', 'packs/shared/planted.ts', "import pack from '../events/index.js';\nexport default pack;\n", 'serves every pack'],
    ['core importing a pack', 'core/planted.ts', "import pack from '../packs/events/index.js';\nexport default pack;\n", 'core/ never imports packs/'],
    ['core importing the build’s training', 'core/search/planted.ts', "import { trainClassifier } from '../../scripts/search/train-classifier.js';\nexport { trainClassifier };\n", 'core/ never imports scripts/'],
    ['the CLI reaching into a pack', 'cli/planted.ts', "import pack from '../packs/events/index.js';\nexport default pack;\n", "does not reach into a pack's files"],
    ['the emulator importing the server', 'emulator/planted.ts', "import { ToolError } from '../core/index.js';\nexport { ToolError };\n", 'shares no code with the server'],
    ['the server importing the emulator', 'core/planted.ts', "import { startEmulator } from '../emulator/emulator.js';\nexport { startEmulator };\n", 'shares no code with the emulator'],
  ])('reports %s', async (_name, file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('passes what the rules allow: core/index.js, packs/shared/ and the pack’s own files', async () => {
    const source = [
      "import { tool } from '../../core/index.js';",
      "import { CHANNEL_TYPES } from '../shared/channel-types.js';",
      "import { EventsGet } from './events-get.js';",
      'export { tool, CHANNEL_TYPES, EventsGet };',
      '',
    ].join('\n');
    expect(await boundaryErrors('packs/events/planted.ts', source)).toEqual([]);
    expect(await boundaryErrors('cli/planted.ts', "import { FLAG } from '../packs/shared/permission-flags.js';\nexport { FLAG };\n")).toEqual([]);
  });
});

describe('CommonJS packages on the start path (eslint.config.js)', () => {
  const restricted = (file: string, source: string) => ruleErrors('@typescript-eslint/no-restricted-imports', file, source);

  it.each([
    ['core importing tsyringe itself', 'core/planted.ts', "import { injectable } from 'tsyringe';\nexport { injectable };\n", 'core/dependency-injection.ts'],
    ['a pack importing tsyringe itself', 'packs/events/planted.ts', "import { inject } from 'tsyringe';\nexport { inject };\n", 'core/dependency-injection.ts'],
    ['a command importing clipanion itself', 'cli/commands/planted-command.ts', "import { Command } from 'clipanion';\nexport { Command };\n", 'cli/support/clipanion.ts'],
    ['the polyfill imported again', 'cli/planted.ts', "import 'reflect-metadata';\n", 'loads the polyfill'],
  ])('reports %s', async (_name, file, source, message) => {
    const errors = await restricted(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('passes type-only imports and the two loading modules', async () => {
    expect(await restricted('cli/planted.ts', "import type { CommandClass } from 'clipanion';\nexport type { CommandClass };\n")).toEqual([]);
    expect(await restricted('core/dependency-injection.ts', "import type * as Tsyringe from 'tsyringe';\nexport type { Tsyringe };\n")).toEqual([]);
  });
});
