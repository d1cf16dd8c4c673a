import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Command } from '../support/clipanion.js';

/** The standalone emulator's entry point, next to this installation's CLI (dist/emulator/main.js). */
const EMULATOR_MAIN = fileURLToPath(new URL('../../emulator/main.js', import.meta.url));

/**
 * `chat-mcp emulator`: the standalone Discord emulator for installed copies, where `npm run emulator` is not at
 * hand. It runs as a child process: the emulator shares no code with the server, and this command only starts it.
 */
export class EmulatorCommand extends Command {
  static override paths = [['emulator']];

  static override usage = Command.Usage({
    description: 'Run the Discord emulator with the sandbox community on a local port, for trying clients by hand.',
    details: `
      Prints its base URL (for CHAT_API_BASE_URL) and bot token (for CHAT_TOKEN) on stderr and runs until Ctrl+C.
      EMULATOR_PORT sets the port (default 5959; 0 picks a free one); EMULATOR_STATE=<file> restores the state
      from that file and saves it there on exit; EMULATOR_GLOBAL_LIMIT, EMULATOR_BUCKET_LIMIT and
      EMULATOR_BUCKET_WINDOW_MS shape its rate limits (docs/configuration.md). A port in use ends with one line
      naming EMULATOR_PORT and exit 1; a bad variable exits 2.
    `,
    examples: [
      ['Run it on the default port', '$0 emulator'],
      ['Run it on another port, keeping its state', 'EMULATOR_PORT=6060 EMULATOR_STATE=emulator.json $0 emulator'],
    ],
  });

  async execute(): Promise<number> {
    const child = spawn(process.execPath, [EMULATOR_MAIN], { stdio: 'inherit', env: process.env });
    // SIGTERM (or a SIGINT sent to this process alone) stops the emulator too, which saves its state first.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    try {
      return await new Promise<number>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      });
    } finally {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
    }
  }
}
