import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configFolder } from '../../../core/paths/config-folder.js';

/**
 * The per-user folder for blueprint plans, checkpoints and evidence: `blueprints` beside `profiles` in the
 * chat-mcp config folder (SPEC 2.5), or CHAT_MCP_STATE_DIR when set (tests, containers).
 */
export function blueprintStateFolder(stateDirOverride: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return stateDirOverride ?? join(configFolder(env), 'blueprints');
}

/** Folders are owner-only (0700): plans name guilds and roles of the operator's community. */
export function ensureFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
}

/**
 * Writes a file so a reader sees the old or the new content, never half of it: a private temporary file in
 * the same folder, flushed, then renamed over the target. Owner-only (0600).
 */
export function writeFileAtomic(path: string, content: string): void {
  ensureFolder(dirname(path));
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
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
  ensureFolder(dirname(path));
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
