import { createRequire } from 'node:module';
import type { LevelWithSilent, LogFn, Logger as PinoLogger } from 'pino';

/** What the server logs through: the four levels it writes at, and whether a level is written. */
export interface Logger {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
  isLevelEnabled(level: LevelWithSilent): boolean;
}

const LEVEL_VALUES: Record<LevelWithSilent, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** pino, with our options: stderr only (under stdio, stdout carries protocol frames), secrets redacted by path. */
function createPino(level: LevelWithSilent): PinoLogger {
  // Required, not imported: it is loaded on the first line actually written, and that line is written at once.
  const { pino } = createRequire(import.meta.url)('pino') as typeof import('pino');
  return pino(
    {
      level,
      base: { name: 'chat-mcp' },
      redact: {
        paths: ['token', '*.token', 'authorization', '*.authorization', 'headers.authorization', 'args.token', 'args.interaction_token'],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 2, sync: true }),
  );
}

/**
 * A logger that loads pino on its first line at an enabled level: a start that writes nothing before its first
 * answers (the default level writes its first line once the packs are in) does not pay for loading pino
 * (bench/HISTORY.md, "Start without pino"); `silent` never loads it.
 */
export function createLogger(level: string): Logger {
  const threshold = Object.hasOwn(LEVEL_VALUES, level) ? LEVEL_VALUES[level as LevelWithSilent] : undefined;
  if (threshold === undefined) throw new Error(`unknown log level "${level}" (one of ${Object.keys(LEVEL_VALUES).join(', ')})`);
  let written: PinoLogger | undefined;
  const at = (name: 'error' | 'warn' | 'info' | 'debug'): LogFn => {
    const write = (...line: unknown[]) => {
      if (LEVEL_VALUES[name] < threshold) return;
      written ??= createPino(level as LevelWithSilent);
      (written[name] as (...args: unknown[]) => void)(...line);
    };
    return write as LogFn;
  };
  return {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    isLevelEnabled: (asked) => LEVEL_VALUES[asked] >= threshold,
  };
}
