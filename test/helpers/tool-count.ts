import { manifestToolCount, readPackManifest } from '../../core/tools/pack-manifest.js';

/** How many tools this checkout ships: the generated pack manifest's count, never a literal (CONTRIBUTING.md). */
export const SHIPPED_TOOL_COUNT = manifestToolCount(readPackManifest());
