#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { startEmulator } from './emulator.js';
import { emulatorPort } from './emulator-env.js';
import { rateLimitsFromEnv } from './rate-limit-env.js';
import { populateSandbox } from './seed/sandbox-activity.js';
import { sandboxCommunity } from './seed/sandbox-community.js';
import { loadState, saveState } from './state/state-snapshot.js';

/**
 * `chat-mcp emulator` (or `npm run emulator`): the sandbox community on a fixed port (EMULATOR_PORT, default 5959),
 * for trying clients by hand. With EMULATOR_STATE=<file> its state is restored at start and saved on exit.
 * EMULATOR_GLOBAL_LIMIT=50 enforces Discord's global limit; EMULATOR_BUCKET_LIMIT and EMULATOR_BUCKET_WINDOW_MS shape
 * the per-route buckets. A bad variable or a port in use ends with one stderr line, no stack trace.
 */
const stateFile = process.env.EMULATOR_STATE;
let port;
let rateLimits;
try {
  port = emulatorPort(process.env);
  rateLimits = rateLimitsFromEnv(process.env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
let emulator;
try {
  emulator = await startEmulator({ seed: sandboxCommunity, port, rateLimits: { ...rateLimits, globalPerSecond: 0 } });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  const why = code === 'EADDRINUSE' ? 'is in use' : 'may not be opened by this user';
  process.stderr.write(`emulator: port ${port} on 127.0.0.1 ${why}: set EMULATOR_PORT to a free port (EMULATOR_PORT=0 picks one)\n`);
  process.exit(1);
}
if (stateFile && existsSync(stateFile)) loadState(emulator.state, stateFile);
else await populateSandbox(emulator);
// The global limit only after the sandbox is populated through the API, which would otherwise meet it itself.
emulator.rateLimits.settings = rateLimits;
process.stderr.write(
  `Discord emulator listening: CHAT_API_BASE_URL=${emulator.url}\nBot token for CHAT_TOKEN: ${emulator.state.botToken}\n` +
    `Rate limits: ${rateLimits.globalPerSecond ? `global ${rateLimits.globalPerSecond}/s` : 'global off'}, buckets ${rateLimits.bucketLimit} per ${rateLimits.bucketWindowMs} ms\n(sandbox only; press Ctrl+C to stop)\n`,
);
let stopping = false;
// A terminal's Ctrl+C reaches both `chat-mcp emulator` and this child, which forwards it: the second signal must not
// cut the state save short.
const stop = () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    if (stateFile) saveState(emulator.state, stateFile);
    await emulator.close();
    process.exit(0);
  })();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
