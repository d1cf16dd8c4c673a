#!/usr/bin/env node
import { startEmulator } from './emulator.js';
import { sandboxCommunity } from './seed/sandbox-community.js';

/** `npm run emulator`: the sandbox community on a fixed port, for trying clients by hand. */
const port = Number(process.env.EMULATOR_PORT ?? 5959);
const emulator = await startEmulator({ seed: sandboxCommunity, port });
process.stderr.write(
  `Discord emulator listening: CHAT_API_BASE_URL=${emulator.url}\nBot token for CHAT_TOKEN: ${emulator.state.botToken}\n(sandbox only; press Ctrl+C to stop)\n`,
);
const stop = () => void emulator.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
