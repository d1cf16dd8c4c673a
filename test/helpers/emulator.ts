import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/emulator.js';
import { communityFixture } from './community-fixture.js';
import { flushRoutes, noteRoutes } from './route-coverage.js';

/**
 * The one request a serving process sends by itself: GET /gateway without a token, connecting to Discord ahead of
 * the first call (core/platform/platform-client.ts, preload). Tests count the requests tool calls send, so the
 * emulators they start leave it out of the log; test/platform/connect-ahead.test.ts checks it is sent.
 */
export const isConnectionWarmUp = (request: { method: string; path: string; authorization: string | null }) =>
  request.method === 'GET' && request.path === '/gateway' && request.authorization === null;

/**
 * Starts an emulator for the file's tests. After each test, every request it received must have been a
 * valid Discord v10 operation: a request that breaks Discord's OpenAPI description fails the test that sent it.
 */
export function useEmulator(options: EmulatorOptions = {}): { current: Emulator } {
  const holder = {} as { current: Emulator };
  beforeAll(async () => {
    holder.current = await startEmulator({ seed: communityFixture(), unlogged: isConnectionWarmUp, ...options });
  });
  afterEach(() => {
    const invalid = holder.current.log.invalid().map((e) => `${e.method} ${e.path}: ${e.problems.join('; ')}`);
    noteRoutes(holder.current.log.entries);
    holder.current.log.clear();
    holder.current.faults.clear();
    expect(invalid, 'requests that are not valid Discord v10 operations').toEqual([]);
  });
  afterAll(async () => {
    if (holder.current) noteRoutes(holder.current.log.entries);
    flushRoutes();
    await holder.current?.close();
  });
  return holder;
}
