import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

/**
 * `npm ci` on the oldest Node the package supports installs without an EBADENGINE warning: every locked package,
 * dev dependencies included, admits that version.
 */
describe('locked dependencies and the documented minimum Node', () => {
  it('every package in package-lock.json accepts the minimum of engines.node', () => {
    const minimum = semver.minVersion(read('package.json').engines.node as string)!.version;
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } | string[] }>;
    const refusing = Object.entries(packages)
      .filter(([path, entry]) => path && !Array.isArray(entry.engines) && entry.engines?.node && !semver.satisfies(minimum, entry.engines.node))
      .map(([path, entry]) => `${path} wants node ${(entry.engines as { node: string }).node}`);
    expect(minimum).toBe('20.19.0');
    expect(refusing).toEqual([]);
  });
});
