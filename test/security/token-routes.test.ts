import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, spawnedSession, type Session } from '../helpers/mcp-session.js';
import { sampleArgs } from '../helpers/sample-args.js';

/** Distinctive, valid for both the webhook and the interaction token schemas, with no run of digits an id rule could eat. */
const TOKEN = 'LeakCanary_wQ7eR5tY3uI1oP9aS7dF5gH3jK1lZ9xC7vB5nM3qW1eR9tY7uI5oP3aS1dF_end';
/** Ids of every length the schemas accept at the edges that matter: 17, 19 (the REST library's limit) and 20 digits. */
const IDS = ['12345678901234567', '1234567890123456789', '12345678901234567890'];
const TOKEN_FIELDS = ['token', 'interaction_token'];
const ID_FIELDS = ['webhook_id', 'application_id'];

/**
 * Issue 24 item 5: webhook and interaction tokens travel in the request path. Every tool that takes one, with ids of
 * 17, 19 and 20 digits, under a global 429 (which makes the REST library report the route it waits on) and a 5xx,
 * at debug log level: the token appears nowhere in stderr (log and audit), the results, or the audit file.
 */
describe('tokens in webhook and interaction routes never leave the process', () => {
  const emu = useEmulator();
  let session: Session & { stderr: () => string };
  let dir: string;
  const results: unknown[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chat-mcp-token-routes-'));
    session = await spawnedSession(
      emulatorEnv(emu.current, {
        MCP_CATEGORIES: 'webhooks,interactions',
        CHAT_MCP_LOG_LEVEL: 'debug',
        CHAT_MCP_AUDIT: `file:${join(dir, 'audit.jsonl')}`,
        CHAT_MCP_ACTIVITY: 'off',
        CHAT_MCP_STATE_DIR: dir,
      }),
    );
  });
  afterAll(async () => {
    await session?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('through every token-bearing tool, ids of 17, 19 and 20 digits, under 429s and 5xx', async () => {
    const { tools } = await session.client.listTools();
    const tokenTools = tools.filter((t) => TOKEN_FIELDS.some((f) => f in ((t.inputSchema.properties ?? {}) as object)));
    expect(tokenTools.length).toBeGreaterThanOrEqual(15);
    const unsent: string[] = [];
    for (const id of IDS) {
      for (const tool of tokenTools) {
        const props = (tool.inputSchema.properties ?? {}) as Record<string, unknown>;
        const args: Record<string, unknown> = sampleArgs(tool.inputSchema as never);
        for (const f of TOKEN_FIELDS) if (f in props) args[f] = TOKEN;
        for (const f of ID_FIELDS) if (f in props) args[f] = id;
        if ('content' in props) args.content = 'hello';
        if (tool.name === 'webhooks_modify_with_token') args.name = 'renamed';
        if ('__confirm' in props) args.__confirm = true;
        for (const failure of [429, 500] as const) {
          emu.current.log.clear();
          emu.current.faults.clear();
          const path = /^\/(webhooks|interactions)\//;
          if (failure === 429) emu.current.faults.inject({ path, status: 429, scope: 'global', retryAfter: 0.02 });
          else emu.current.faults.inject({ path, status: 502, times: 3 });
          results.push(await session.client.callTool({ name: tool.name, arguments: args }));
          if (emu.current.log.count({ path }) === 0) unsent.push(`${tool.name} (${id.length} digits)`);
        }
      }
    }
    // Every call reached the emulator with the token in its path: the check below is not vacuous.
    expect(unsent).toEqual([]);
    await new Promise((r) => setTimeout(r, 200)); // let the last log lines arrive
    const stderr = session.stderr();
    expect(stderr).toContain('rate limited by Discord');
    expect(stderr).toContain('[token]');
    const audit = readFileSync(join(dir, 'audit.jsonl'), 'utf8');
    expect(audit.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(results.length);
    for (const [where, text] of [
      ['stderr', stderr],
      ['results', JSON.stringify(results)],
      ['audit file', audit],
    ] as const) {
      expect(text.includes(TOKEN), `token found in ${where}`).toBe(false);
      expect(text.includes(TOKEN.slice(0, 24)), `token prefix found in ${where}`).toBe(false);
    }
  });
});
