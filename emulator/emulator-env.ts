import { RATE_LIMIT_VARIABLES } from './rate-limit-env.js';

/** Every variable `chat-mcp emulator` (`npm run emulator`) reads, with what each one means (README, docs). */
export const EMULATOR_VARIABLES = {
  EMULATOR_PORT: 'port the emulator listens on at 127.0.0.1; 0 picks a free one; default 5959',
  EMULATOR_STATE: 'JSON file the emulator restores its state from at start and saves it to on exit; default unset (state in memory)',
  ...RATE_LIMIT_VARIABLES,
} as const;

export const DEFAULT_EMULATOR_PORT = 5959;

/** EMULATOR_PORT as a port number; a value that is not one throws with the variable named. */
export function emulatorPort(env: NodeJS.ProcessEnv): number {
  const raw = env.EMULATOR_PORT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_EMULATOR_PORT;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new Error(`EMULATOR_PORT: must be a port number from 0 to 65535 (0 picks a free one); got ${JSON.stringify(raw)}`);
  return Number(raw);
}
