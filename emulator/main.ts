#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { startEmulator } from './emulator.js';
import { populateSandbox } from './seed/sandbox-activity.js';
import { sandboxCommunity } from './seed/sandbox-community.js';
import { loadState, saveState } from './state/state-snapshot.js';

/**
 * `npm run emulator`: the sandbox community on a fixed port (EMULATOR_PORT, default 5959), for trying clients by
 * hand. With EMULATOR_STATE=<file> its state is restored at start and saved on exit. EMULATOR_GLOBAL_LIMIT=<n>
 * enforces Discord's global limit (n requests per second across all routes, 429 with X-RateLimit-Global past it);
 * off by default.
 */
const port = Number(process.env.EMULATOR_PORT ?? 5959);
const stateFile = process.env.EMULATOR_STATE;
const globalPerSecond = Number(process.env.EMULATOR_GLOBAL_LIMIT ?? 0);
if (!Number.isInteger(globalPerSecond) || globalPerSecond < 0) {
  process.stderr.write('EMULATOR_GLOBAL_LIMIT must be a whole number of requests per second (0: off)\n');
  process.exit(2);
}
const emulator = await startEmulator({ seed: sandboxCommunity, port });
if (stateFile && existsSync(stateFile)) loadState(emulator.state, stateFile);
else await populateSandbox(emulator);
// Only after the sandbox is populated through the API, which would otherwise meet the limit itself.
emulator.rateLimits.settings.globalPerSecond = globalPerSecond;
process.stderr.write(
  `Discord emulator listening: CHAT_API_BASE_URL=${emulator.url}\nBot token for CHAT_TOKEN: ${emulator.state.botToken}\n(sandbox only; press Ctrl+C to stop)\n`,
);
const stop = () =>
  void (async () => {
    if (stateFile) saveState(emulator.state, stateFile);
    await emulator.close();
    process.exit(0);
  })();
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
