import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditSink } from '../../core/audit/audit-sink.js';
import type { PolicyServices } from '../../core/policy/policy-services.js';
import { rehearseCall } from '../../core/policy/rehearsal.js';
import { callThroughServer } from '../../core/server/in-process-call.js';
import { PolicyServicesToken } from '../../core/tokens.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, spawnedSession, structured, type Session } from '../helpers/mcp-session.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LIST_READS = ['roles_list', 'channels_list'];

function servicesOf(session: Session) {
  const host = session.host!;
  return { ...host.container.resolve<PolicyServices>(PolicyServicesToken), platform: host.platform };
}

describe('serve warms up behind the listing', () => {
  const emu = useEmulator();
  afterEach(() => vi.restoreAllMocks());

  it('rehearses a call in memory, sends nothing to Discord and writes no audit record; the first real call is answered from real state', async () => {
    const audit = join(mkdtempSync(join(tmpdir(), 'chat-mcp-warm-')), 'audit.jsonl');
    const session = await spawnedSession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_LOG_LEVEL: 'debug', CHAT_MCP_AUDIT: `file:${audit}` });
    try {
      await session.client.listTools();
      // The packs and the REST client load behind the answer; a loaded machine may take a while.
      for (let i = 0; i < 200 && !session.stderr().includes('"msg":"warm-up done"'); i++) await sleep(50);
      expect(session.stderr()).toContain('"msg":"warm-up done"');
      expect(session.stderr()).not.toContain('warm-up step failed');
      // The rehearsed call ran every step to a success, against the in-memory platform.
      expect(session.stderr()).toContain('"rehearsal":{"tool":"roles_list","outcome":"ok"}');
      expect(emu.current.log.count({})).toBe(0);
      expect(existsSync(audit) ? readFileSync(audit, 'utf8') : '').toBe('');
      const result = await session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } });
      expect(structured(result).count).toBe(2);
      expect(emu.current.log.count({})).toBe(1);
      for (let i = 0; i < 40 && !(existsSync(audit) && readFileSync(audit, 'utf8').includes('\n')); i++) await sleep(25);
      const records = readFileSync(audit, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { tool: string });
      expect(records.map((r) => r.tool)).toEqual(['events_list_users']);
    } finally {
      await session.client.close();
    }
  });

  it('a call sent together with the listing, while the warm-up runs, is answered correctly', async () => {
    const session = await spawnedSession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_LOG_LEVEL: 'warn' });
    try {
      const [listed, result] = await Promise.all([
        session.client.listTools(),
        session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } }),
      ]);
      expect(listed.tools.length).toBe(SHIPPED_TOOL_COUNT);
      expect(structured(result).count).toBe(2);
      expect(structured(result).users).toHaveLength(2);
    } finally {
      await session.client.close();
    }
  });

  it('a call that runs while a rehearsal is in flight is answered from real state; only it reaches Discord and only it is audited', async () => {
    const write = vi.spyOn(AuditSink.prototype, 'write');
    const session = await inMemorySession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off' });
    try {
      const rehearsing = rehearseCall(servicesOf(session), LIST_READS);
      const result = await session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } });
      await expect(rehearsing).resolves.toEqual({ tool: 'roles_list', outcome: 'ok' });
      expect(structured(result).count).toBe(2);
      expect(emu.current.log.count({})).toBe(1);
      expect(write.mock.calls.map(([event]) => event.tool)).toEqual(['events_list_users']);
      // The real client's first request was the call's own: its rate-limit state holds only that.
      expect(session.host!.platform.hasRequested).toBe(true);
    } finally {
      await session.close();
    }
  });

  it('rehearses through an MCP server of its own: the call crosses the SDK and the pipeline, and nothing reaches stdout, Discord or the audit', async () => {
    const write = vi.spyOn(AuditSink.prototype, 'write');
    const session = await inMemorySession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off' });
    const stdout = vi.spyOn(process.stdout, 'write');
    const seen: string[] = [];
    try {
      const through: typeof callThroughServer = async (surface, call) => {
        const result = await callThroughServer({ ...surface, call: (c) => (seen.push(`${c.name}/${c.transport}`), surface.call(c)) }, call);
        // The result as a client receives it: the structured roles list, projected by the SDK.
        expect(result.structuredContent).toEqual({ roles: [], count: 0 });
        return result;
      };
      await expect(rehearseCall(servicesOf(session), LIST_READS, through)).resolves.toEqual({ tool: 'roles_list', outcome: 'ok' });
      expect(seen).toEqual(['roles_list/in-memory']);
      expect(stdout).not.toHaveBeenCalled();
      expect(write).not.toHaveBeenCalled();
      expect(emu.current.log.count({})).toBe(0);
    } finally {
      stdout.mockRestore();
      await session.close();
    }
  });

  it('gives up on an in-process call that is never answered, within its bound', async () => {
    const surface = { tools: [], outputSchemaOf: () => undefined, call: () => new Promise<never>(() => undefined) };
    await expect(callThroughServer(surface, { name: 'roles_list', arguments: {} }, 100)).rejects.toThrow(/tools\/call: no answer from the in-process server within 100 ms/);
  });

  it('names an allowed guild when an allowlist is set, so the rehearsal passes the allowlist step', async () => {
    const session = await inMemorySession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', ALLOWED_GUILDS: IDS.guild });
    try {
      await expect(rehearseCall(servicesOf(session), LIST_READS)).resolves.toEqual({ tool: 'roles_list', outcome: 'ok' });
      expect(emu.current.log.count({})).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('falls back to an enabled plain guild read when none of the preferred tools is enabled, and to nothing when there is none', async () => {
    const events = await inMemorySession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', MCP_CATEGORIES: 'events' });
    try {
      const rehearsal = await rehearseCall(servicesOf(events), LIST_READS);
      expect(rehearsal?.tool).toBe('events_list');
      expect(rehearsal?.outcome).toBe('ok');
    } finally {
      await events.close();
    }
    const meta = await inMemorySession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', MCP_CATEGORIES: 'meta' });
    try {
      await expect(rehearseCall(servicesOf(meta), LIST_READS)).resolves.toBeUndefined();
    } finally {
      await meta.close();
    }
    expect(emu.current.log.count({})).toBe(0);
  });
});
