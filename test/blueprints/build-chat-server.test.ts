import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { blueprintFixture, BP, STUDY_REQUEST } from './blueprint-fixture.js';

const emu = useEmulator({ seed: blueprintFixture() });
let progressive: Session;
let full: Session;

beforeAll(async () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'chat-mcp-front-door-'));
  process.env.XDG_CONFIG_HOME = mkdtempSync(join(tmpdir(), 'chat-mcp-front-door-config-'));
  const env = { CHAT_MCP_STATE_DIR: stateDir, CHAT_MCP_AUDIT: 'off', ALLOWED_GUILDS: BP.guilds.surface, CHAT_EXPECTED_BOT_ID: BP.bot };
  progressive = await inMemorySession(emulatorEnv(emu.current, { ...env, MCP_TOOL_SURFACE: 'progressive' }));
  full = await inMemorySession(emulatorEnv(emu.current, env));
});
afterAll(async () => {
  await progressive?.close();
  await full?.close();
});

it('lists build_chat_server with the contract of guild_blueprint_plan', async () => {
  const front = (await progressive.client.listTools()).tools.find((t) => t.name === 'build_chat_server');
  const canonical = (await full.client.listTools()).tools.find((t) => t.name === 'guild_blueprint_plan');
  expect(front).toBeDefined();
  expect(front!.inputSchema).toEqual(canonical!.inputSchema);
  expect(front!.outputSchema).toEqual(canonical!.outputSchema);
  expect(front!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  const names = (await progressive.client.listTools()).tools.map((t) => t.name);
  expect(names).toEqual(expect.arrayContaining(['guild_blueprint_apply', 'guild_blueprint_evidence']));
});

it('returns the same plan through build_chat_server as through guild_blueprint_plan', async () => {
  // No guild_id: the single allowed guild is the target; no expected_bot_id: CHAT_EXPECTED_BOT_ID is used.
  const viaFront = await progressive.client.callTool({ name: 'build_chat_server', arguments: { request: STUDY_REQUEST } });
  const direct = await full.client.callTool({ name: 'guild_blueprint_plan', arguments: { request: STUDY_REQUEST } });
  expect(viaFront.isError).toBeFalsy();
  expect(structured(viaFront).status).toBe('ready');
  expect(structured(viaFront).target).toEqual({ guild_id: BP.guilds.surface, bot_id: BP.bot });
  expect(structured(viaFront)).toEqual(structured(direct));
  expect(emu.current.log.writes()).toEqual([]);
});

it('applies through the progressive surface with the same destructive gate', async () => {
  const p = structured(await progressive.client.callTool({ name: 'build_chat_server', arguments: { request: STUDY_REQUEST } }));
  const args = { guild_id: BP.guilds.surface, expected_bot_id: BP.bot, plan_ref: p.plan_ref, approval_id: p.approval_id };
  const preview = await progressive.client.callTool({ name: 'guild_blueprint_apply', arguments: args });
  expect(structured(preview).code).toBe('DRY_RUN_PREVIEW');
  expect(emu.current.log.writes()).toEqual([]);
  const done = structured(await progressive.client.callTool({ name: 'guild_blueprint_apply', arguments: { ...args, __confirm: true, operation_budget: 50 } }));
  expect(done.status).toBe('complete');
  const evidence = structured(await progressive.client.callTool({ name: 'guild_blueprint_evidence', arguments: { guild_id: BP.guilds.surface, expected_bot_id: BP.bot, plan_id: p.plan_id } }));
  expect(evidence.status).toBe('verified');
});

it('keeps the four blueprint tools within their share of the tools/list budget', async () => {
  const listed = (await full.client.listTools()).tools.filter((t) => t.name.startsWith('guild_blueprint_'));
  expect(listed).toHaveLength(4);
  // About 2,500 tokens at roughly four characters per token.
  expect(JSON.stringify(listed).length).toBeLessThan(10_000);
});
