import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

const manifestSchema = z.strictObject({
  schema: z.literal('chat-mcp.pack-manifest.v1'),
  packs: z.array(
    z.strictObject({
      /** One line on what the pack's tools are for: the category browse of mcp_tools_search shows it. */
      purpose: z.string().min(1).max(140).optional(),
      category: z.string().regex(/^[a-z][a-z0-9_]*$/),
      /** Module path relative to the code root (the folder holding core/), with a .js ending. */
      module: z.string().regex(/^packs\/[a-z0-9_]+\/index\.js$/),
      tools: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/)).min(1),
    }),
  ),
});

export type PackManifest = z.infer<typeof manifestSchema>;
export type PackEntry = PackManifest['packs'][number];

/** The folder holding core/, packs/ and cli/: the repository root from source, dist/ once compiled. */
export const codeRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * pack-manifest.json, generated from the packs (scripts/write-pack-manifest.mjs): the build's copy in dist/ beside
 * the compiled code, or from sources the committed copy at the repository root.
 */
export function manifestPath(): string {
  const beside = join(codeRoot, 'pack-manifest.json');
  return existsSync(beside) ? beside : join(codeRoot, '..', 'pack-manifest.json');
}

export function readPackManifest(path = manifestPath()): PackManifest {
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`pack manifest ${path} is invalid: ${z.prettifyError(parsed.error)}`);
  const seen = new Set<string>();
  for (const pack of parsed.data.packs) {
    if (seen.has(pack.category)) throw new Error(`pack manifest lists category ${pack.category} twice`);
    seen.add(pack.category);
  }
  return parsed.data;
}

/** How many tools the manifest's packs hold: the one source of the tool count. */
export function manifestToolCount(manifest: PackManifest): number {
  return manifest.packs.reduce((sum, pack) => sum + pack.tools.length, 0);
}

export function manifestCategories(manifest: PackManifest): string[] {
  return manifest.packs.map((p) => p.category).sort();
}
