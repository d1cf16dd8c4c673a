#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { startEmulator } from './emulator.js';
import { rateLimitsFromEnv } from './rate-limit-env.js';
import { populateSandbox } from './seed/sandbox-activity.js';
import { sandboxCommunity } from './seed/sandbox-community.js';
import { loadState, saveState } from './state/state-snapshot.js';

/**
 * `npm run emulator`: the sandbox community on a fixed port (EMULATOR_PORT, default 5959), for trying clients by
 * hand. With EMULATOR_STATE=<file> its state is restored at start and saved on exit. EMULATOR_GLOBAL_LIMIT=50
 * enforces Discord's global limit; EMULATOR_BUCKET_LIMIT and EMULATOR_BUCKET_WINDOW_MS shape the per-route buckets.
 */
const port = Number(process.env.EMULATOR_PORT ?? 5959);
const stateFile = process.env.EMULATOR_STATE;
let rateLimits;
try {
  rateLimits = rateLimitsFromEnv(process.env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
const emulator = await startEmulator({ seed: sandboxCommunity, port, rateLimits: { ...rateLimits, globalPerSecond: 0 } });
if (stateFile && existsSync(stateFile)) loadState(emulator.state, stateFile);
else await populateSandbox(emulator);
// The global limit only after the sandbox is populated through the API, which would otherwise meet it itself.
emulator.rateLimits.settings = rateLimits;
process.stderr.write(
  `Discord emulator listening: CHAT_API_BASE_URL=${emulator.url}\nBot token for CHAT_TOKEN: ${emulator.state.botToken}\n` +
    `Rate limits: ${rateLimits.globalPerSecond ? `global ${rateLimits.globalPerSecond}/s` : 'global off'}, buckets ${rateLimits.bucketLimit} per ${rateLimits.bucketWindowMs} ms\n(sandbox only; press Ctrl+C to stop)\n`,
);
const stop = () =>
  void (async () => {
    if (stateFile) saveState(emulator.state, stateFile);
    await emulator.close();
    process.exit(0);
  })();
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
