import { existsSync } from 'node:fs';
import { startEmulator } from '../emulator/emulator.js';
import { populateSandbox } from '../emulator/seed/sandbox-activity.js';
import { sandboxCommunity } from '../emulator/seed/sandbox-community.js';
import { loadState, saveState } from '../emulator/state/state-snapshot.js';

/**
 * Starts the in-process emulator with the demo community, for `serve --sandbox`. With a state file, an earlier
 * sandbox's changes are restored at start and saved again when it closes.
 */
export async function startSandbox(stateFile?: string): Promise<{ url: string; token: string; close: () => Promise<void> }> {
  const emulator = await startEmulator({ seed: sandboxCommunity });
  if (stateFile && existsSync(stateFile)) loadState(emulator.state, stateFile);
  else await populateSandbox(emulator);
  return {
    url: emulator.url,
    token: emulator.state.botToken,
    close: async () => {
      if (stateFile) saveState(emulator.state, stateFile);
      await emulator.close();
    },
  };
}
