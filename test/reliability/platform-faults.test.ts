import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const EVENT_ROUTE = new RegExp(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}$`);
const LIST_ROUTE = new RegExp(`/guilds/${IDS.guild}/scheduled-events$`);

/**
 * Under injected 429s, 5xx, dropped connections and timeouts, reads recover through bounded retries, and a write is
 * never applied twice: it is retried only when Discord refused it before applying (429).
 */
describe('platform faults', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const rename = (name: string) => call('events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, name });
  const eventName = () => emu.current.state.guilds.get(IDS.guild)!.events.get(IDS.bigEvent)!.name;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_REQUEST_TIMEOUT_MS: '400' }));
    // Warm the emulator's lazily compiled request schemas, so only injected faults are slow.
    await call('events_list', { guild_id: IDS.guild });
    await rename('Big stage talk');
    emu.current.log.clear();
  });
  afterAll(() => session?.close());

  it('a read succeeds after transient 500 and 502 answers', async () => {
    emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, status: 500 });
    emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, status: 502 });
    const result = await call('events_list', { guild_id: IDS.guild });
    expect(result.isError).toBeFalsy();
    expect(emu.current.log.count({ method: 'GET', path: LIST_ROUTE })).toBe(3);
  });

  it('a read gives up after its bounded retries with a retriable error', async () => {
    emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, status: 503, times: 10 });
    const result = await call('events_list', { guild_id: IDS.guild });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_UNAVAILABLE', status: 503, retriable: true });
    expect(emu.current.log.count({ method: 'GET', path: LIST_ROUTE })).toBe(3);
  });

  it('a read waits out a 429 (route, shared and global scope) and succeeds', async () => {
    for (const scope of ['user', 'shared', 'global'] as const) {
      emu.current.log.clear();
      emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, status: 429, scope, retryAfter: 0.15 });
      const started = Date.now();
      const result = await call('events_list', { guild_id: IDS.guild });
      expect(result.isError, scope).toBeFalsy();
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(emu.current.log.count({ method: 'GET', path: LIST_ROUTE })).toBe(2);
    }
  });

  it('a read that times out is retried, then reported', async () => {
    emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, latencyMs: 700, times: 3 });
    const result = await call('events_list', { guild_id: IDS.guild });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_UNAVAILABLE', retriable: true });
    expect(emu.current.log.count({ method: 'GET', path: LIST_ROUTE })).toBe(3);
  });

  it('a write answered 5xx (here before applying) is an unknown outcome, not retried', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, status: 500 });
    const result = await rename('never applied');
    // The server cannot tell a 5xx before applying from one after: the agent must read back either way.
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_OUTCOME_UNKNOWN', status: 500, retriable: false });
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(1);
    expect(emu.current.log.appliedWrites()).toHaveLength(0);
    expect(eventName()).not.toBe('never applied');
  });

  it('a write that was applied before the error is applied exactly once', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, status: 502, applyThenFail: true });
    const result = await rename('applied once');
    expect(result.isError).toBe(true);
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(1);
    expect(emu.current.log.appliedWrites()).toHaveLength(1);
    expect(eventName()).toBe('applied once');
  });

  it('a write answered 429 is retried after retry_after and applied once', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, status: 429, retryAfter: 0.1 });
    const result = await rename('after the rate limit');
    expect(result.isError).toBeFalsy();
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(2);
    expect(emu.current.log.appliedWrites()).toHaveLength(1);
  });

  it('a write whose answer never came is reported as outcome unknown, not retried blindly', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, drop: true, applyThenFail: true });
    const result = await rename('maybe applied');
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_OUTCOME_UNKNOWN', retriable: false });
    expect(structured(result).recovery_hint).toMatch(/read the resource back/);
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(1);
    expect(emu.current.log.appliedWrites()).toHaveLength(1);
  });

  it('a write that timed out is outcome unknown and sent once', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, latencyMs: 800, applyThenFail: true, status: 500 });
    const result = await rename('slow write');
    expect(structured(result).code).toBe('PLATFORM_OUTCOME_UNKNOWN');
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(emu.current.log.appliedWrites()).toHaveLength(1);
  });

  it('keeps serving after every fault', async () => {
    expect((await call('events_get', { guild_id: IDS.guild, event_id: IDS.bigEvent })).isError).toBeFalsy();
  });
});
