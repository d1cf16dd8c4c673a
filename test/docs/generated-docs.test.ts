import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../core/config/env-schema.js';
import { EMULATOR_VARIABLES } from '../../emulator/emulator-env.js';
import { OTHER_VARIABLE_TEXT, SCHEMA_VARIABLE_TEXT } from '../../scripts/docs/variable-descriptions.js';
import { specCatalog } from '../helpers/vendored-spec.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** The compiled generator (`npm test` builds first): it renders from the same registry and commands users run. */
const GENERATOR = join(ROOT, 'dist', 'scripts', 'docs', 'write-docs.js');
const run = promisify(execFile);

const page = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('generated reference pages', () => {
  it('are up to date with the code (run `npm run docs` after changing tools, variables or commands)', async () => {
    const result = await run(process.execPath, [GENERATOR, '--check'], { cwd: ROOT, timeout: 60_000 }).catch((error: { stderr?: string }) => error);
    expect('stderr' in result ? result.stderr : '', 'stale generated pages').toBe('');
    expect((result as { stdout: string }).stdout).toBe('docs/tools.md: up to date\ndocs/configuration.md: up to date\n');
  }, 90_000);

  it('the tool reference lists every tool of the vendored spec list with its risk and routes', () => {
    const tools = page('docs/tools.md');
    const catalog = specCatalog();
    for (const tool of catalog.tools) {
      const start = tools.indexOf(`### \`${tool.name}\`\n`);
      expect(start, `${tool.name} is missing from docs/tools.md`).toBeGreaterThanOrEqual(0);
      const next = tools.indexOf('\n### ', start + 1);
      const body = tools.slice(start, next < 0 ? undefined : next);
      expect(body, tool.name).toContain(`- Risk: ${tool.risk}`);
      for (const route of tool.platform) expect(body, tool.name).toContain(`\`${route.method} ${route.path}\``);
    }
  });

  it('the configuration reference covers every variable and every command flag', () => {
    const configuration = page('docs/configuration.md');
    for (const name of Object.keys(envSchema.shape)) expect(configuration).toContain(`| \`${name}\` |`);
    for (const flag of ['--sandbox', '--http', '--check', '--confirm-write', '--discover-guilds', '--apply']) {
      expect(configuration).toContain(`\`${flag}`);
    }
  });
});

/** Every `env.NAME` / `process.env.NAME` / `env['NAME']` read in the shipped code. */
function variablesReadByCode(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (path.endsWith('.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/\benv(?:\.|\?\.|\[['"])([A-Z][A-Z0-9_]{2,})\b/g)) names.add(match[1]!);
      }
    }
  };
  for (const dir of ['core', 'cli', 'packs', 'emulator']) visit(join(ROOT, dir));
  // The emulator reads its rate-limit switches by the names of this map.
  for (const name of Object.keys(EMULATOR_VARIABLES)) names.add(name);
  return names;
}

describe('variable descriptions', () => {
  it('every variable of the zod schema has a description and example', () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !SCHEMA_VARIABLE_TEXT[name]);
    expect(missing, 'add them to scripts/docs/variable-descriptions.ts').toEqual([]);
  });

  it('every variable the code reads is documented, and no documented variable is gone from the code', () => {
    const read = variablesReadByCode();
    const documented = new Set([...Object.keys(SCHEMA_VARIABLE_TEXT), ...Object.keys(OTHER_VARIABLE_TEXT)]);
    const undocumented = [...read].filter((name) => !documented.has(name)).sort();
    expect(undocumented, 'document them in scripts/docs/variable-descriptions.ts').toEqual([]);
    const schema = new Set(Object.keys(envSchema.shape));
    const stale = Object.keys(OTHER_VARIABLE_TEXT).filter((name) => !read.has(name) && !schema.has(name));
    expect(stale, 'remove them from OTHER_VARIABLE_TEXT').toEqual([]);
    const staleSchemaText = Object.keys(SCHEMA_VARIABLE_TEXT).filter((name) => !schema.has(name));
    expect(staleSchemaText, 'remove them from SCHEMA_VARIABLE_TEXT').toEqual([]);
  });
});
