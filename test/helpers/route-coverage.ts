import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { LoggedRequest } from '../../emulator/request-log.js';

/** Where each test file leaves the Discord routes its MCP sessions reached; read by the global route check. */
export const COVERAGE_DIR = join(import.meta.dirname, '..', '.route-coverage');

const reached = new Set<string>();

/** Records routes that the server (its REST client identifies itself as chat-mcp) sent to the emulator. */
export function noteRoutes(entries: readonly LoggedRequest[]): void {
  for (const e of entries) if (e.template && e.userAgent?.includes('chat-mcp/')) reached.add(`${e.method} ${e.template}`);
}

export function flushRoutes(): void {
  if (!reached.size) return;
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(join(COVERAGE_DIR, `${randomUUID()}.json`), JSON.stringify([...reached]));
  reached.clear();
}
