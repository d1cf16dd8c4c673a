import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterEach } from 'vitest';
import { CLI } from '../helpers/mcp-session.js';

/**
 * The built CLI under a real pseudo-terminal, for the interactive prompts: util-linux `script` allocates the pty
 * (`-q` quiet, `-e` the child's exit code, `-c` the command, `/dev/null` no transcript). stdin, stdout and stderr of
 * the CLI are all that terminal, unless `stdoutFile` redirects stdout away from it, as `chat-mcp ... > file` would.
 * What the test writes is typed at the terminal; what the terminal shows is read back without control sequences.
 */
export const SCRIPT_BINARY = '/usr/bin/script';

/** ESC/CSI/OSC sequences and carriage returns removed: the text a person reads on the terminal. */
export function plainTerminalText(raw: string): string {
  return raw
    .replace(/\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)/g, '') // OSC (titles, hyperlinks)
    .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '') // CSI (cursor moves, erase, colours)
    .replace(/\u001b[0-~]/g, '') // other two-byte escapes (keypad modes, resets)
    .replace(/\r/g, '');
}

/** A POSIX shell word: single-quoted, with embedded quotes closed and escaped. */
function shellWord(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export interface TerminalResult {
  code: number | null;
  /** Everything the terminal showed, control sequences removed. */
  screen: string;
}

export class TerminalSession {
  private raw = '';
  private readonly exited: Promise<number | null>;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on('data', (chunk: Buffer) => (this.raw += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.raw += chunk.toString()));
    this.exited = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code));
    });
  }

  /** Starts `chat-mcp <args>` on a fresh terminal with exactly `env` (plus PATH and a terminal type). */
  static start(args: readonly string[], env: Record<string, string>, options: { stdoutFile?: string } = {}): TerminalSession {
    const words = [process.execPath, CLI, ...args].map(shellWord).join(' ');
    const command = options.stdoutFile ? `${words} > ${shellWord(options.stdoutFile)}` : words;
    const child = spawn(SCRIPT_BINARY, ['-qec', command, '/dev/null'], {
      env: { PATH: process.env.PATH ?? '', SHELL: '/bin/sh', TERM: 'xterm-256color', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return new TerminalSession(child);
  }

  /** The terminal so far, control sequences removed. */
  get screen(): string {
    return plainTerminalText(this.raw);
  }

  /** Resolves once the terminal shows `text`; fails (and ends the session) after `timeoutMs` or if the CLI exits first. */
  async waitFor(text: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (!this.screen.includes(text)) {
      if (exited || Date.now() > deadline) {
        this.kill();
        throw new Error(`the terminal never showed ${JSON.stringify(text)}${exited ? ' (the CLI exited)' : ''}; it showed:\n${this.screen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Types at the terminal: "\r" is Enter, "\u0004" Ctrl-D, "\u0003" Ctrl-C. */
  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  /** Waits for the CLI to exit; ends it and fails after `timeoutMs`. */
  async finished(timeoutMs = 60_000): Promise<TerminalResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.kill();
        reject(new Error(`the CLI did not exit within ${timeoutMs} ms; the terminal showed:\n${this.screen}`));
      }, timeoutMs);
    });
    try {
      const code = await Promise.race([this.exited, timeout]);
      return { code, screen: this.screen };
    } finally {
      clearTimeout(timer);
      this.child.stdin.destroy();
    }
  }

  /** Ends the session: closing the terminal hangs up the CLI running on it. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** `TerminalSession.start` for a test file: a session a failed test left running is ended after that test. */
export function useTerminals(): (args: readonly string[], env: Record<string, string>, options?: { stdoutFile?: string }) => TerminalSession {
  const open: TerminalSession[] = [];
  afterEach(() => {
    for (const session of open.splice(0)) session.kill();
  });
  return (args, env, options) => {
    const session = TerminalSession.start(args, env, options);
    open.push(session);
    return session;
  };
}
