/**
 * discord-api-types' route builders, loaded with require(). The package is CommonJS behind an ES wrapper: imported as
 * an ES module, Node first scans every file it re-exports for export names, which cost a CLI start more than the
 * package itself (bench/HISTORY.md, "npm test time, fourth pass"). Its types are imported as types, as usual.
 */
import { createRequire } from 'node:module';
import type * as RestV10 from 'discord-api-types/rest/v10';

export const { Routes } = createRequire(import.meta.url)('discord-api-types/rest/v10') as typeof RestV10;
