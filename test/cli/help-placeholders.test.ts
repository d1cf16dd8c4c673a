import { describe, expect, it, vi } from 'vitest';
import { isolate, runCli } from './cli-harness.js';

vi.setConfig({ testTimeout: 120_000 });

/** Every command's --help, through the CLI: each flag that takes a value shows a named placeholder. */
describe('--help placeholders', () => {
  it('names the value of every flag that takes one (never clipanion\'s "#0")', async () => {
    const iso = isolate();
    try {
      // The command list as the top-level help prints it: `chat-mcp <words> [--flag <value>] ...`.
      const listing = await runCli(['--help'], iso.env);
      expect(listing.stdout).not.toMatch(/#\d/);
      const paths = [['serve'], ...[...listing.stdout.matchAll(/^ +chat-mcp((?: [a-z-]+)+)/gm)].map((m) => m[1]!.trim().split(' '))];
      expect(paths.map((p) => p.join(' '))).toEqual(expect.arrayContaining(['serve', 'setup', 'doctor', 'invite', 'emulator', 'profile remove']));
      const runs = await Promise.all(paths.map((path) => runCli([...path, '--help'], iso.env)));
      for (const [i, path] of paths.entries()) {
        const { code, stdout } = runs[i]!;
        expect(code, path.join(' ')).toBe(0);
        expect(stdout, path.join(' ')).not.toMatch(/#\d/);
      }
      const serve = runs[paths.findIndex((p) => p.join(' ') === 'serve')]!.stdout;
      expect(serve).toMatch(/--host <host> +Listen host/);
      expect(serve).toMatch(/--port <port> +Listen port/);
      expect(serve).toMatch(/--http +Serve Streamable HTTP/);
      const doctor = runs[paths.findIndex((p) => p.join(' ') === 'doctor')]!.stdout;
      expect(doctor).toMatch(/--guild-id <guild-id> /);
    } finally {
      iso.cleanup();
    }
  });

  it('names the value in a usage error too', async () => {
    const iso = isolate();
    try {
      const run = await runCli(['serve', '--port'], iso.env);
      expect(run.code).toBe(2);
      expect(run.stderr).not.toMatch(/#\d/);
    } finally {
      iso.cleanup();
    }
  });
});
