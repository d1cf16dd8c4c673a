import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configFolder, ensurePrivateFolder } from '../../../core/index.js';

/**
 * The per-user folder for blueprint plans, checkpoints and evidence: `blueprints` beside `profiles` in the
 * chat-mcp config folder (SPEC 2.5), or CHAT_MCP_STATE_DIR when set (tests, containers).
 */
export function blueprintStateFolder(stateDirOverride: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return stateDirOverride ?? join(configFolder(env), 'blueprints');
}

/** The file's text, or null when it does not exist. */
export function readFileIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates a file only if it does not exist yet (O_EXCL), owner-only. False when someone else created it
 * first: the caller then reads theirs, so concurrent processes agree on one value.
 */
export function createExclusive(path: string, content: string): boolean {
  ensurePrivateFolder(dirname(path));
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}
