import { describe, expect, it } from 'vitest';
import { createLogger } from '../../core/logging/logger.js';

describe('createLogger', () => {
  it('answers which levels it writes without loading anything', () => {
    const logger = createLogger('warn');
    expect(logger.isLevelEnabled('error')).toBe(true);
    expect(logger.isLevelEnabled('warn')).toBe(true);
    expect(logger.isLevelEnabled('info')).toBe(false);
    expect(createLogger('silent').isLevelEnabled('fatal')).toBe(false);
  });

  it('refuses a level pino does not know, naming the ones it does', () => {
    expect(() => createLogger('verbose')).toThrow(/unknown log level "verbose" \(one of trace, debug, info, warn, error, fatal, silent\)/);
  });
});
