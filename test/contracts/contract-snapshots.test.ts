import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { fullSurface } from '../../core/surfaces/full-surface.js';

/**
 * One committed snapshot per tool contract (name, title, description, schemas, annotations) exactly as tools/list
 * shows it. A contract change, a new tool or a removed one fails here until `npm run snapshots` rewrites them
 * (CHAT_MCP_UPDATE_SNAPSHOTS=1), so every change is visible in review. A plain run never writes a snapshot.
 */
const SNAPSHOTS = join(import.meta.dirname, 'snapshots');
const UPDATE = process.env.CHAT_MCP_UPDATE_SNAPSHOTS === '1';
const COMMAND = 'if the change is intended, run `npm run snapshots` and commit test/contracts/snapshots/';

describe('contract snapshots', async () => {
  const host = await createHost(buildConfig({ CHAT_TOKEN: 'unused' }), createLogger('silent'), { allCategories: true });
  const tools = await fullSurface(host).tools();

  it.each(tools.map((t) => [t.name, t] as const))('%s', (name, listed) => {
    const file = join(SNAPSHOTS, `${name}.json`);
    const actual = `${JSON.stringify(listed, null, 2)}\n`;
    if (UPDATE) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== actual) {
        writeFileSync(file, actual);
        process.stderr.write(`contract snapshots: wrote ${name}.json (npm run snapshots)\n`);
      }
      return;
    }
    expect(existsSync(file), `${name} has no contract snapshot: ${COMMAND}`).toBe(true);
    expect(actual, `${name}'s contract differs from its snapshot: ${COMMAND}`).toBe(readFileSync(file, 'utf8'));
  });

  it('has no snapshot for a tool that no longer exists', () => {
    const names = new Set(tools.map((t) => `${t.name}.json`));
    const orphans = readdirSync(SNAPSHOTS).filter((f) => f.endsWith('.json') && !names.has(f));
    if (UPDATE) {
      for (const file of orphans) rmSync(join(SNAPSHOTS, file));
      if (orphans.length) process.stderr.write(`contract snapshots: removed ${orphans.join(', ')} (npm run snapshots)\n`);
      return;
    }
    expect(orphans, `snapshots of tools that no longer exist: ${COMMAND}`).toEqual([]);
  });
});
