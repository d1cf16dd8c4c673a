import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnedSession, structured, text, type Session } from '../helpers/mcp-session.js';

const SANDBOX_GUILD = '1100000000000000001';
const SANDBOX_BOT = '1100000000000000100';

// A stock `serve --sandbox` as a client starts it (stdio, progressive front as `setup` writes it): the whole
// blueprint path, compile → plan → apply → evidence, runs against the sandbox community.
describe('the guild blueprint lifecycle on a stock sandbox', () => {
  let session: Session & { stderr: () => string };
  const call = async (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    const home = mkdtempSync(join(tmpdir(), 'chat-mcp-sandbox-blueprint-'));
    session = await spawnedSession(
      { MCP_TOOL_SURFACE: 'progressive', XDG_CONFIG_HOME: home, HOME: home, CHAT_MCP_STATE_DIR: join(home, 'state'), CHAT_MCP_LOG_LEVEL: 'silent', CHAT_MCP_AUDIT: 'off' },
      ['serve', '--sandbox'],
    );
  });
  afterAll(() => session?.close());

  it('compiles a blueprint for a request, without writing', async () => {
    const compiled = await call('mcp_tools_read', { tool: 'guild_blueprint_compile', arguments: { request: 'a study server for 30 people with voice rooms and a mod team' } });
    expect(compiled.isError, text(compiled)).toBeFalsy();
    expect(JSON.stringify(structured(compiled))).toMatch(/role|channel/i);
  });

  it('plans (ready, not blocked), applies after confirmation, and verifies the result', async () => {
    const request = 'a study server for 30 people with voice rooms and a mod team';
    const plan = await call('build_chat_server', { guild_id: SANDBOX_GUILD, expected_bot_id: SANDBOX_BOT, request });
    expect(plan.isError, text(plan)).toBeFalsy();
    const p = structured(plan);
    expect(p.blockers).toEqual([]);
    expect(p.bot_permissions.missing).toEqual([]);
    expect(p.status).toBe('ready');
    expect(p.summary.total_operations).toBeGreaterThan(0);

    const args = { guild_id: SANDBOX_GUILD, expected_bot_id: SANDBOX_BOT, plan_ref: p.plan_ref, approval_id: p.approval_id };
    const unconfirmed = await call('guild_blueprint_apply', args);
    expect(text(unconfirmed)).toMatch(/^Error DRY_RUN_PREVIEW:/);

    const apply = async () => {
      const result = await call('guild_blueprint_apply', { ...args, __confirm: true, operation_budget: 50 });
      expect(result.isError, text(result)).toBeFalsy();
      return structured(result);
    };
    let applied = await apply();
    for (let round = 0; applied.status !== 'complete' && round < 8; round++) applied = await apply();
    expect(applied.status).toBe('complete');

    const evidence = await call('guild_blueprint_evidence', { guild_id: SANDBOX_GUILD, expected_bot_id: SANDBOX_BOT, plan_id: p.plan_id });
    expect(evidence.isError, text(evidence)).toBeFalsy();
    expect(structured(evidence).status).toBe('verified');

    // Planning again against the changed guild finds nothing left to do.
    const again = structured(await call('build_chat_server', { guild_id: SANDBOX_GUILD, expected_bot_id: SANDBOX_BOT, request }));
    expect(again.status).toBe('already_current');
  });
});
