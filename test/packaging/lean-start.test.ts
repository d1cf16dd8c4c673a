import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import 'reflect-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, spawnedSession } from '../helpers/mcp-session.js';
import { envelopeOf, runCli } from '../cli/cli-harness.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const RECORDER = pathToFileURL(join(import.meta.dirname, '..', 'fixtures', 'module-log', 'register.mjs')).href;
const folder = mkdtempSync(join(tmpdir(), 'chat-mcp-modules-'));
let runs = 0;

/** The environment that makes the built CLI record every module it loads, and the reader of that record. */
function recorded(): { env: Record<string, string>; modules: () => string[] } {
  const file = join(folder, `run-${runs++}.txt`);
  return {
    env: { NODE_OPTIONS: `--import=${RECORDER}`, CHAT_MCP_TEST_MODULE_LOG: file, CHAT_MCP_ACTIVITY: 'off' },
    modules: () => readFileSync(file, 'utf8').split('\n').filter(Boolean),
  };
}

const loads = (modules: string[], fragment: string) => modules.some((url) => url.includes(fragment));

/** What a start must not load before it is needed (bench/README.md, cold start). */
const NOT_AT_START = [
  '/node_modules/@discordjs/rest/',
  '/node_modules/@discordjs/ws/',
  '/node_modules/@opentelemetry/api/',
  '/node_modules/discord-api-types/v10.',
  // Metrics load only with CHAT_MCP_METRICS=on.
  '/node_modules/prom-client/',
  '/dist/core/transports/http/serve-http.js',
  '/dist/core/transports/http/request-runtime.js',
  '/dist/cli/commands/doctor-command.js',
  '/dist/cli/commands/setup-command.js',
  '/dist/cli/commands/migrate-command.js',
  // The progressive front (and the search modules it imports): loaded only when MCP_TOOL_SURFACE=progressive.
  '/dist/core/surfaces/progressive-surface.js',
  // The profile store: loaded only for serve --profile.
  '/dist/cli/commands/serve-profile.js',
  '/dist/core/profiles/profile-store.js',
];

/** The closest-name suggester: loaded on the first unknown tool name, not with the policy pipeline. */
const SUGGESTER = ['/dist/core/search/closest-tool-names.js', '/dist/core/search/tool-search-index.js'];

describe('a lean start: what the built server loads (issue 14)', () => {
  const emu = useEmulator();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('serve loads each enabled pack as one bundled module and nothing it does not yet need', async () => {
    const record = recorded();
    const session = await spawnedSession(emulatorEnv(emu.current, { MCP_CATEGORIES: 'events,roles', ...record.env }));
    try {
      const { tools } = await session.client.listTools();
      expect(tools.length).toBeGreaterThan(6);
      const atStart = record.modules();
      for (const fragment of NOT_AT_START) expect(loads(atStart, fragment), fragment).toBe(false);
      // CommonJS packages on the start path load with require(), never through the ES module loader's CommonJS
      // translation (core/dependency-injection.ts says why; the recorder marks such a load).
      expect(atStart.filter((line) => line.startsWith('imported-commonjs '))).toEqual([]);
      expect(loads(atStart, '/node_modules/tsyringe/')).toBe(true);

      // The first platform request loads the REST client, so the absence above is laziness, not a missing feature.
      const result = await session.client.callTool({ name: 'events_list', arguments: { guild_id: IDS.guild } });
      expect(result.isError).toBeFalsy();
      // A call sent right after the listing runs on its own pack while the others wait (core/host.ts): the roles pack
      // loads behind it, so wait for it, within a bound.
      let afterCall = record.modules();
      for (let i = 0; i < 100 && !loads(afterCall, '/dist/packs/roles/index.js'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        afterCall = record.modules();
      }
      expect(loads(afterCall, '/node_modules/@discordjs/rest/')).toBe(true);
      // Each enabled pack is one bundled module; a disabled one is never loaded.
      expect(afterCall.filter((url) => url.includes('/dist/packs/events/'))).toEqual([expect.stringMatching(/\/dist\/packs\/events\/index\.js$/)]);
      expect(loads(afterCall, '/dist/packs/roles/index.js')).toBe(true);
      // Packs take discord-api-types' values from core (require()): after the first call, the only CommonJS packages
      // imported as ES modules are the REST client's own imports (a pack's import would add discord-api-types/rest/).
      const importedCommonJs = afterCall.filter((line) => line.startsWith('imported-commonjs ')).map((line) => line.replace(/^.*\/node_modules\//, ''));
      expect(importedCommonJs.sort()).toEqual(['discord-api-types/v10.js', 'magic-bytes.js/dist/index.js', 'undici/index.js']);
      expect(loads(afterCall, '/dist/packs/messages/')).toBe(false);
      expect(loads(afterCall, '/dist/core/policy/pipeline.js')).toBe(true);
      for (const fragment of SUGGESTER) expect(loads(afterCall, fragment), fragment).toBe(false);

      // An unknown name loads the suggester and still gets the closest tools.
      const unknown = await session.client.callTool({ name: 'event_list', arguments: {} });
      expect(unknown.isError).toBe(true);
      expect(JSON.stringify(unknown.content)).toContain('events_list');
      for (const fragment of SUGGESTER) expect(loads(record.modules(), fragment), fragment).toBe(true);
    } finally {
      await session.close();
    }
  });

  it('serve at the default log level loads pino with its first line, not before its first answers', async () => {
    const record = recorded();
    const session = await spawnedSession(emulatorEnv(emu.current, { MCP_CATEGORIES: 'events', CHAT_MCP_LOG_LEVEL: 'info', ...record.env }));
    try {
      await session.client.listTools();
      expect(loads(record.modules(), '/node_modules/pino/')).toBe(false);
      // The info line written once the packs are in (core/start/serving-host.ts) loads it, through pino's redaction.
      for (let i = 0; i < 100 && !session.stderr().includes('chat-mcp serving over stdio'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      const line = JSON.parse(session.stderr().split('\n').find((l) => l.includes('chat-mcp serving over stdio'))!);
      expect(line).toMatchObject({ level: 30, name: 'chat-mcp', categories: 1, msg: 'chat-mcp serving over stdio' });
      expect(loads(record.modules(), '/node_modules/pino/')).toBe(true);
    } finally {
      await session.close();
    }
  });

  it('catalog serves the contracts without the check\'s MCP client', async () => {
    const record = recorded();
    const session = await spawnedSession(record.env, ['catalog']);
    try {
      expect((await session.client.listTools()).tools).toHaveLength(SHIPPED_TOOL_COUNT);
      const modules = record.modules();
      expect(loads(modules, '/dist/cli/commands/catalog-check.js')).toBe(false);
      expect(loads(modules, '/node_modules/@modelcontextprotocol/client/')).toBe(false);
      for (const fragment of NOT_AT_START) expect(loads(modules, fragment), fragment).toBe(false);
    } finally {
      await session.close();
    }
  });

  it("a command's --help loads that command alone; top-level --help loads them all", async () => {
    const own = recorded();
    const doctor = await runCli(['doctor', '--help'], own.env);
    expect(doctor.code).toBe(0);
    expect(doctor.stdout).toContain('chat-mcp doctor');
    const modules = own.modules();
    expect(loads(modules, '/dist/cli/commands/doctor-command.js')).toBe(true);
    for (const other of ['setup', 'migrate', 'smoke', 'invite']) expect(loads(modules, `/dist/cli/commands/${other}-command.js`), other).toBe(false);

    const top = recorded();
    const listing = await runCli(['--help'], top.env);
    expect(listing.stdout).toContain('chat-mcp doctor');
    for (const command of ['doctor', 'setup', 'migrate', 'smoke', 'invite']) expect(loads(top.modules(), `/dist/cli/commands/${command}-command.js`), command).toBe(true);
  });

  it('catalog --check runs without the REST client, the HTTP runtime or other commands', async () => {
    const record = recorded();
    const run = await runCli(['catalog', '--check', '--json'], record.env);
    expect(run.code).toBe(0);
    const modules = record.modules();
    expect(loads(modules, '/dist/cli/commands/catalog-command.js')).toBe(true);
    // Its logger is silent: pino never loads.
    expect(loads(modules, '/node_modules/pino/')).toBe(false);
    for (const fragment of NOT_AT_START) expect(loads(modules, fragment), fragment).toBe(false);
    // Every pack and the pipeline load, and both probe calls are refused before a name is looked up.
    expect(loads(modules, '/dist/core/policy/pipeline.js')).toBe(true);
    for (const fragment of SUGGESTER) expect(loads(modules, fragment), fragment).toBe(false);
  });

  it("invite reads every tool's permissions from the build's listing: no pack loads, the same least-privilege set", async () => {
    const record = recorded();
    const run = await runCli(['invite', '--client-id', '1234567890123456789', '--json'], record.env);
    const invite = envelopeOf(run).data.invite as { permissions: string[] };
    const modules = record.modules();
    expect(loads(modules, '/dist/cli/commands/invite-command.js')).toBe(true);
    // The shared permission-flag table is a helper the CLI parses bitfields with, not a pack.
    expect(modules.filter((url) => url.includes('/dist/packs/') && !url.includes('/dist/packs/shared/'))).toEqual([]);
    expect(loads(modules, '/dist/core/policy/pipeline.js')).toBe(false);
    // discord-api-types (its routes and permission bits) loads with require(), as on serve's start path.
    expect(loads(modules, '/node_modules/discord-api-types/')).toBe(true);
    expect(modules.filter((line) => line.startsWith('imported-commonjs '))).toEqual([]);
    // The union of what every registered contract declares, read from the sources with every pack loaded.
    const host = await createHost(buildConfig({}, { catalogOnly: true }), createLogger('silent'), { allCategories: true });
    const declared = new Set(host.registry.list().flatMap(({ contract }) => contract.permissions));
    expect(declared.size).toBeGreaterThan(10);
    expect(invite.permissions).toEqual([...declared].sort());
  });
});
