import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Logs go to stderr only: under stdio, stdout carries protocol frames and nothing else.
 * Secrets are redacted by path wherever they could appear in a structured log line.
 */
export function createLogger(level: string): Logger {
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
