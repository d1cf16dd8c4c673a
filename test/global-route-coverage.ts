import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Global setup for `npm test`: clears the route notes before the run and, after it, requires that every Discord
 * route of the vendored spec list and of its recorded extensions (spec/catalog/extensions.json) was reached by the server in at least one test. Enforced only for the whole suite
 * (CHAT_MCP_ROUTE_COVERAGE=1, set by `npm test`), since a single test file covers only its own routes.
 */
const COVERAGE_DIR = join(import.meta.dirname, '.route-coverage');

/**
 * Routes a tool declares but does not send yet, each with the reason. The emulator answers them
 * (test/emulator/declared-routes.test.ts); no tool test can reach them until the tool uses them.
 */
const NOT_SENT_YET: Record<string, string> = {
  'PATCH /guilds/{guild_id}/channels':
    'guild_blueprint_apply creates channels in blueprint order, so it has not needed to reorder existing ones yet',
};
/** The vendored spec list and its recorded extensions (spec/README.md). */
const CATALOG = join(import.meta.dirname, '..', 'spec', 'catalog', 'tools.json');
const EXTENSIONS = join(import.meta.dirname, '..', 'spec', 'catalog', 'extensions.json');

export function setup(): () => void {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
  return () => {
    if (process.env.CHAT_MCP_ROUTE_COVERAGE !== '1') return;
    const reached = new Set<string>();
    for (const file of existsSync(COVERAGE_DIR) ? readdirSync(COVERAGE_DIR) : []) {
      for (const route of JSON.parse(readFileSync(join(COVERAGE_DIR, file), 'utf8')) as string[]) reached.add(route);
    }
    const catalog = JSON.parse(readFileSync(CATALOG, 'utf8')) as { tools: { platform: { method: string; path: string }[] }[] };
    const { extensions } = JSON.parse(readFileSync(EXTENSIONS, 'utf8')) as { extensions: { platform?: { method: string; path: string }[] }[] };
    const declared = [...catalog.tools, ...extensions].flatMap((t) => t.platform ?? []);
    const routes = new Set(declared.map((p) => `${p.method} ${p.path}`));
    const missing = [...routes].filter((r) => !reached.has(r) && !(r in NOT_SENT_YET)).sort();
    rmSync(COVERAGE_DIR, { recursive: true, force: true });
    if (missing.length) {
      // A teardown error alone does not fail a vitest run: set the exit code as well.
      process.exitCode = 1;
      throw new Error(`catalog routes no test reached through the server (${missing.length}):\n${missing.join('\n')}`);
    }
    const skipped = Object.keys(NOT_SENT_YET).length;
    process.stdout.write(`route coverage: ${routes.size - skipped} catalog routes reached through the server, ${skipped} declared but not sent yet\n`);
  };
}
