import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VERSION } from '../../core/version.js';
import { isolate, runCli, type Isolation } from './cli-harness.js';

// Many short spawns; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });

const COMMANDS = [['setup'], ['profile', 'list'], ['profile', 'show'], ['profile', 'remove'], ['init'], ['doctor'], ['update'], ['serve'], ['catalog']];
let iso: Isolation;
beforeAll(() => {
  iso = isolate();
});
afterAll(() => iso.cleanup());

describe('the command frame', () => {
  it('prints the package version with --version at every level', async () => {
    const runs = await Promise.all([[], ...COMMANDS].map((path) => runCli([...path, '--version'], iso.env)));
    for (const run of runs) expect(run).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('prints usage with --help at every level, on stdout, without colour when piped', async () => {
    const env = { HOME: iso.env.HOME!, XDG_CONFIG_HOME: iso.env.XDG_CONFIG_HOME! }; // no NO_COLOR: piped output alone must be plain
    const runs = await Promise.all(COMMANDS.map((path) => runCli([...path, '--help'], env)));
    for (const [i, run] of runs.entries()) {
      expect(run.code, COMMANDS[i]!.join(' ')).toBe(0);
      expect(run.stdout).toContain(`chat-mcp ${COMMANDS[i]![0] === 'serve' ? '' : COMMANDS[i]!.join(' ')}`.trimEnd());
      expect(run.stdout).not.toMatch(/\u001b\[/);
      expect(run.stderr).toBe('');
    }
  });

  it('answers unknown flags and bad values with exit 2 and exactly one line on stderr', async () => {
    const cases = [
      ...COMMANDS.map((path) => [...path, '--no-such-flag']),
      ['setup', '--profile', 'x', '--tool-surface', 'huge'],
      ['init', '--write-mode', 'always'],
      ['doctor', '--channel-id', '123'],
      ['update', '--check', '--apply', '--profile', 'x'],
      ['no-such-command'],
    ];
    const runs = await Promise.all(cases.map((args) => runCli(args, iso.env)));
    for (const [i, run] of runs.entries()) {
      expect(run.code, cases[i]!.join(' ')).toBe(2);
      expect(run.stdout, cases[i]!.join(' ')).toBe('');
      expect(run.stderr.trim().split('\n'), cases[i]!.join(' ')).toHaveLength(1);
      expect(run.stderr).toMatch(/^chat-mcp: /);
    }
  });

  it('writes readable reports without colour when NO_COLOR is set or output is piped', async () => {
    const [plain, noColour] = await Promise.all([
      runCli(['doctor'], { HOME: iso.env.HOME!, XDG_CONFIG_HOME: iso.env.XDG_CONFIG_HOME! }),
      runCli(['doctor'], { ...iso.env, FORCE_COLOR: '1' }),
    ]);
    for (const run of [plain, noColour]) {
      expect(run.stdout).toMatch(/^doctor: /);
      expect(run.stdout).not.toMatch(/\u001b\[/);
    }
  });
});
