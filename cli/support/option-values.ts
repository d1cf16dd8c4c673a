import { UsageError } from './clipanion.js';
import { manifestCategories, readPackManifest } from '../../core/tools/pack-manifest.js';
import { parseGuildList, SelectionError } from './guild-selection.js';

/** A value from a fixed set, or a usage error (exit 2, one line). */
export function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
  return value as T;
}

/** `--categories`: lowercase names that must exist in the installed pack manifest. null means all. */
export function categoryList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const names = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  const installed = manifestCategories(readPackManifest());
  const unknown = names.filter((name) => !installed.includes(name));
  if (!names.length) throw new UsageError('--categories: give at least one category name');
  if (unknown.length) throw new UsageError(`--categories: unknown categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')}; valid: ${installed.join(', ')}`);
  return names;
}

/** `--allowed-guilds`, validated as snowflakes. */
export function guildListOption(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  try {
    return parseGuildList(value);
  } catch (error) {
    throw new UsageError((error as SelectionError).message);
  }
}

/** A terminal on both ends: prompts are allowed. */
export function interactiveTerminal(): boolean {
  return process.stdin.isTTY === true && process.stderr.isTTY === true;
}
