import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { clientOptions, CLI, emulatorEnv, structured } from '../helpers/mcp-session.js';
import { until } from '../helpers/until.js';
import { blueprintFixture, BP, STUDY_REQUEST } from './blueprint-fixture.js';

const emu = useEmulator({ seed: blueprintFixture() });
const guild = BP.guilds.crash;

/** A spawned server we can kill: the shared helper does not expose the child's pid. */
async function spawnServer(env: Record<string, string>) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'serve'], env: { PATH: process.env.PATH ?? '', ...env }, stderr: 'pipe' });
  const client = new Client({ name: 'blueprint-crash-test', version: '1.0.0' }, clientOptions());
  await client.connect(transport);
  return { client, pid: transport.pid!, close: () => client.close().catch(() => undefined) };
}

it('resumes after the server is killed mid-apply, creating every resource exactly once', { timeout: 60_000 }, async () => {
  const configHome = mkdtempSync(join(tmpdir(), 'chat-mcp-crash-config-'));
  const env = emulatorEnv(emu.current, {
    CHAT_MCP_STATE_DIR: mkdtempSync(join(tmpdir(), 'chat-mcp-crash-')),
    // The activity journal goes to the per-user config folder: keep it out of the real one.
    XDG_CONFIG_HOME: configHome,
    CHAT_MCP_AUDIT: 'off',
  });
  const first = await spawnServer(env);
  const plan = structured(await first.client.callTool({ name: 'guild_blueprint_plan', arguments: { guild_id: guild, expected_bot_id: BP.bot, request: STUDY_REQUEST } }));
  expect(plan.status).toBe('ready');
  const channelCount = plan.blueprint.categories.reduce((n: number, c: any) => n + 1 + c.channels.length, 0);
  const rules = () => [...emu.current.state.automodRules.values()].filter((r) => r.guild_id === guild);
  const channels = () => [...emu.current.state.guilds.get(guild)!.channels];

  // The first AutoMod rule is answered slowly: Discord applies it, but the server dies before it hears back,
  // so its checkpoint never records it.
  emu.current.faults.inject({ method: 'POST', path: /^\/guilds\/\d+\/auto-moderation\/rules$/, latencyMs: 2500 });
  const args = { guild_id: guild, expected_bot_id: BP.bot, plan_ref: plan.plan_ref, approval_id: plan.approval_id, __confirm: true, operation_budget: 50 };
  const interrupted = first.client.callTool({ name: 'guild_blueprint_apply', arguments: args }).catch((e: unknown) => e);
  await until(() => channels().length === channelCount, 'the first apply to create its channels', 20_000);
  // The server sends the rule right after the last channel; give it a moment to be inside the slow request.
  await new Promise((r) => setTimeout(r, 400));
  process.kill(first.pid, 'SIGKILL');
  await interrupted;
  await first.close();
  await until(() => rules().length === 1, 'the resumed apply to create its rule', 20_000);
  expect(emu.current.state.guilds.get(guild)!.roles.size).toBe(2 + plan.blueprint.roles.length);

  const second = await spawnServer(env);
  try {
    const resumed = structured(await second.client.callTool({ name: 'guild_blueprint_apply', arguments: args }));
    expect(resumed.status).toBe('complete');
    expect(resumed.evidence.readback).toBe('match');
    expect(resumed.attempts.filter((a: any) => a.outcome === 'adopted').map((a: any) => a.resource)).toEqual(['automod:Block spam']);
    expect(resumed.progress.completed_total).toBe(plan.operations.length);
  } finally {
    await second.close();
  }

  // Exactly once, counted on Discord's side across both processes.
  const posts = (template: string) => emu.current.log.count({ method: 'POST', template });
  expect(posts('/guilds/{guild_id}/roles')).toBe(plan.blueprint.roles.length);
  expect(posts('/guilds/{guild_id}/channels')).toBe(channelCount);
  expect(posts('/guilds/{guild_id}/auto-moderation/rules')).toBe(plan.blueprint.automod.length);
  expect(posts('/channels/{channel_id}/messages')).toBe(1);
  expect(rules().map((r) => r.name).sort()).toEqual(plan.blueprint.automod.map((r: any) => r.name).sort());
  expect(channels()).toHaveLength(channelCount);
  expect(emu.current.log.count({ method: 'DELETE' })).toBe(0);

  // The journal (stdio calls): plan, the killed apply's start, the resumed apply's start and end; no ids or names.
  const journal = readFileSync(join(configHome, 'chat-mcp', 'activity.jsonl'), 'utf8');
  const records = journal.trim().split('\n').map((l) => JSON.parse(l));
  expect(records.map((r) => `${r.stage}:${r.outcome}`)).toEqual(['blueprint_plan:ready', 'blueprint_apply_start:started', 'blueprint_apply_start:started', 'blueprint_apply_end:complete']);
  for (const r of records) expect(r.transport).toBe('stdio');
  for (const leak of [emu.current.state.botToken, BP.bot, guild, 'sha256:', 'Tutor']) expect(journal).not.toContain(leak);
});
