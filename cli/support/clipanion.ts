/**
 * clipanion, loaded with require(): it is a CommonJS package, and imported from an ES module it would first pass
 * through Node's CommonJS export scanner, whose set-up every command's start would pay (bench/HISTORY.md, "CommonJS
 * packages by require()"). The commands take clipanion's classes from here (a lint rule holds it).
 */
import { createRequire } from 'node:module';
import type * as Clipanion from 'clipanion';

const clipanion = createRequire(import.meta.url)('clipanion') as typeof Clipanion;

export const { Builtins, Cli, Command, Option, UsageError } = clipanion;
// The classes are types too (`extends Command`, `error instanceof UsageError` narrowing, `Cli` fields).
export type Cli<Context extends Clipanion.BaseContext = Clipanion.BaseContext> = Clipanion.Cli<Context>;
export type Command<Context extends Clipanion.BaseContext = Clipanion.BaseContext> = Clipanion.Command<Context>;
export type UsageError = Clipanion.UsageError;
export type { BaseContext, CommandClass } from 'clipanion';
