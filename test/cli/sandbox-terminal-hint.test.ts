import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isolate, runCli } from './cli-harness.js';
import { useTerminals } from './terminal-session.js';

vi.setConfig({ testTimeout: 120_000 });

const HINT = 'chat-mcp: this is an MCP server speaking JSON-RPC on stdin/stdout, not an interactive prompt';
const terminal = useTerminals();

describe('serve --sandbox started in a terminal', () => {
  it('says on stderr what it is and how to stop, and writes nothing to stdout', async () => {
    const iso = isolate();
    try {
      const out = join(iso.root, 'stdout.txt');
      const session = terminal(['serve', '--sandbox'], iso.env, { stdoutFile: out });
      await session.waitFor(HINT, 60_000);
      expect(session.screen).toContain("pipe in the README's raw session (\"Try it\"); Ctrl-C to stop.");
      session.type('\u0003');
      await session.finished();
      expect(readFileSync(out, 'utf8')).toBe('');
    } finally {
      iso.cleanup();
    }
  });

  it('stays silent about it when a client pipes stdin, as hosts do', async () => {
    const iso = isolate();
    try {
      const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
      const run = await runCli(['serve', '--sandbox'], iso.env, `${JSON.stringify(initialize)}\n`);
      expect(JSON.parse(run.stdout.split('\n')[0]!).result.serverInfo).toBeDefined();
      expect(run.stderr).not.toContain('JSON-RPC on stdin/stdout');
    } finally {
      iso.cleanup();
    }
  });
});
