import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { EmulatorState } from './emulator-state.js';

/**
 * Saves and restores the whole emulated Discord as JSON, so a sandbox can keep its changes between runs
 * (`serve --sandbox --sandbox-state <file>`). Maps and Sets are tagged so they come back as such, at any depth.
 */
const MAP = '__map';
const SET = '__set';

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { [MAP]: [...value.entries()] };
  if (value instanceof Set) return { [SET]: [...value.values()] };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as Record<string, unknown>;
    if (MAP in tagged && Object.keys(tagged).length === 1) return new Map(tagged[MAP] as [unknown, unknown][]);
    if (SET in tagged && Object.keys(tagged).length === 1) return new Set(tagged[SET] as unknown[]);
  }
  return value;
}

/** Fields that are not data: the id generator keeps its own clock, the gateway URL belongs to this run. */
const SKIPPED = new Set(['ids', 'gatewayUrl']);

export function saveState(state: EmulatorState, file: string): void {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) if (!SKIPPED.has(key)) data[key] = value;
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ schema: 'chat-mcp.emulator-state.v1', data }, replacer), { mode: 0o600 });
  renameSync(temp, file);
}

export function loadState(state: EmulatorState, file: string): void {
  const parsed = JSON.parse(readFileSync(file, 'utf8'), reviver) as { schema?: string; data?: Record<string, unknown> };
  if (parsed.schema !== 'chat-mcp.emulator-state.v1' || !parsed.data) throw new Error(`${file} is not a saved emulator state`);
  const target = state as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(parsed.data)) {
    if (SKIPPED.has(key) || !(key in target)) continue;
    const current = target[key];
    if (current instanceof Map && value instanceof Map) {
      current.clear();
      for (const [k, v] of value) current.set(k, v);
    } else if (current instanceof Set && value instanceof Set) {
      current.clear();
      for (const v of value) current.add(v);
    } else {
      target[key] = value;
    }
  }
}
