/**
 * tsyringe and the Reflect metadata polyfill it needs, loaded with require(). Both are CommonJS packages: imported
 * from an ES module, each first passes through Node's CommonJS export scanner, whose set-up a start pays before its
 * first answer (bench/HISTORY.md, "CommonJS packages by require()"); required, they load as any CommonJS module
 * does. The server takes the container and the decorators from here (a lint rule holds it); packs take them through
 * core/index.js.
 */
import { createRequire } from 'node:module';
import type * as Tsyringe from 'tsyringe';

const require = createRequire(import.meta.url);
// The polyfill must be in place before any decorated class is defined: every such class imports this module first.
require('reflect-metadata');
const tsyringe = require('tsyringe') as typeof Tsyringe;

export const { container, inject, injectable } = tsyringe;
export type { DependencyContainer } from 'tsyringe';
