// The project's lint rules: the layout's import boundaries (CONTRIBUTING.md, "Layout rules") and a few
// typescript-eslint rules the code keeps. The repository root's eslint.config.js re-exports this file; it lives here
// because the packages it imports are installed in this workspace (lint/package.json says why).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every pack folder but packs/shared/, read at lint time so a new pack is covered without an edit here. */
const packs = readdirSync(join(root, 'packs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** Files under `target` may not import from `from` (paths from the repository root; `except` is relative to `from`). */
const layoutZones = [
  { target: './core', from: ['./packs', './cli'], message: 'core/ never imports packs/ or cli/: the host finds packs through pack-manifest.json.' },
  {
    target: './core',
    from: ['./scripts', './bench', './test'],
    message: 'core/ never imports scripts/, bench/ or test/: what the build makes (the trained search index) reaches the server as an artefact in dist/.',
  },
  { target: './packs', from: './core', except: ['./index.ts'], message: 'A pack imports core/ only through core/index.js: export what it needs from there.' },
  { target: './packs', from: ['./cli', './emulator', './scripts', './test', './bench'], message: 'A pack imports only core/index.js, packs/shared/ and its own files.' },
  { target: './packs/shared', from: './packs', except: ['./shared'], message: 'packs/shared/ serves every pack, so it imports none.' },
  ...packs.map((pack) => ({
    target: `./packs/${pack}`,
    from: './packs',
    except: [`./${pack}`, './shared'],
    message: 'Packs never import each other: move what two packs need to packs/shared/.',
  })),
  { target: './cli', from: './packs', except: ['./shared'], message: "cli/ does not reach into a pack's files: use packs/shared/ or what core/ exports." },
  { target: './emulator', from: ['./core', './packs', './cli', './scripts'], message: 'The emulator shares no code with the server: it stands in for Discord, not for our idea of it.' },
];

/** The server's side of the emulator rule; cli/sandbox.ts, which starts the emulator for `serve --sandbox`, is exempt. */
const serverToEmulator = { target: ['./core', './packs', './cli'], from: './emulator', message: 'The server shares no code with the emulator.' };

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  { ignores: ['dist/**', '**/node_modules/**', 'coverage/**', 'test/fixtures/**'] },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // Our imports name the compiled .js file; the resolver finds the .ts source beside it.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...layoutZones, serverToEmulator]),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The search trainer writes its inner loops as comma expressions; search has its own issue.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Tests, the emulator and a few core adapters hold untyped JSON on purpose; tool and CLI code does not.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // CommonJS packages on the start path load with require() in one module each (core/dependency-injection.ts,
    // cli/support/clipanion.ts say why); type-only imports cost nothing at run time.
    files: ['core/**/*.ts', 'cli/**/*.ts', 'packs/**/*.ts'],
    ignores: ['core/dependency-injection.ts', 'cli/support/clipanion.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'tsyringe', allowTypeImports: true, message: 'Take the container and decorators from core/dependency-injection.ts (packs: core/index.js).' },
            { name: 'reflect-metadata', message: 'core/dependency-injection.ts loads the polyfill.' },
            { name: 'clipanion', allowTypeImports: true, message: "Take clipanion's classes from cli/support/clipanion.ts." },
          ],
        },
      ],
    },
  },
  { files: ['packs/**/*.ts', 'cli/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  { files: ['cli/sandbox.ts'], rules: { 'import-x/no-restricted-paths': restrictedPaths(layoutZones) } },
);
