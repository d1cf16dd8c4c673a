import { describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation, writeProfile } from './cli-harness.js';

vi.setConfig({ testTimeout: 120_000 });

const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });

/** How many report lines carry `text`. */
const linesWith = (stdout: string, text: string) => stdout.split('\n').filter((line) => line.includes(text)).length;

/** The readable report (no --json) says each failure once; the JSON envelope keeps it in `errors` as before. */
describe('a failure is one line of the readable report', () => {
  it('setup, profile remove, update and doctor print each failure once', async () => {
    writeProfile(iso.configFolder, 'taken');
    const cases: [string[], Record<string, string>, string][] = [
      [['setup', '--profile', 'taken'], platformEnv(emulator.current.url), 'profile taken already exists'],
      [['setup', '--profile', 'fresh'], { CHAT_API_BASE_URL: emulator.current.url }, 'CHAT_TOKEN: is required'],
      [['profile', 'remove', 'missing', '--yes'], {}, 'profile missing does not exist'],
      [['update', '--profile', 'missing'], {}, 'profile missing does not exist'],
      [['doctor'], {}, 'CHAT_TOKEN is not set'],
      [['doctor', '--online'], { ...platformEnv(emulator.current.url), CHAT_TOKEN: 'Bot not-a-token' }, 'CHAT_TOKEN cannot be a bot token'],
    ];
    const runs = await Promise.all(cases.map(([args, env]) => iso.run(args, env)));
    for (const [i, [args, , failure]] of cases.entries()) {
      const run = runs[i]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(linesWith(run.stdout, failure), `${args.join(' ')}:\n${run.stdout}`).toBe(1);
    }
    const json = await iso.run(['profile', 'remove', 'missing', '--yes', '--json']);
    expect(JSON.parse(json.stdout).errors).toEqual(['profile missing does not exist']);
  });
});
