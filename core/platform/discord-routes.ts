/**
 * discord-api-types' route builders and the few enums packs read as values, loaded with require(). The package is
 * CommonJS behind an ES wrapper: imported as an ES module, Node first scans every file it re-exports for export names,
 * which cost a CLI start more than the package itself (bench/HISTORY.md, "npm test time, fourth pass"), and a serve
 * the same at its first pack load. Its types are imported as types, as usual.
 */
import { createRequire } from 'node:module';
import type * as PayloadsV10 from 'discord-api-types/payloads/v10';
import type * as RestV10 from 'discord-api-types/rest/v10';

const require = createRequire(import.meta.url);
export const { Routes, RouteBases, Locale } = require('discord-api-types/rest/v10') as typeof RestV10;
export const { AuditLogEvent } = require('discord-api-types/payloads/v10') as typeof PayloadsV10;
