import { startEmulator } from '../emulator/emulator.js';
import { sandboxCommunity } from '../emulator/seed/sandbox-community.js';

/** Starts the in-process emulator with the demo community, for `serve --sandbox`. */
export async function startSandbox(): Promise<{ url: string; token: string; close: () => Promise<void> }> {
  const emulator = await startEmulator({ seed: sandboxCommunity });
  return { url: emulator.url, token: emulator.state.botToken, close: emulator.close };
}
