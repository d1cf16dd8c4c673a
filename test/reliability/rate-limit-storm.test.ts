import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, type Session } from '../helpers/mcp-session.js';

const CONCURRENT = 12;
const LIST_ROUTE = new RegExp(`/guilds/${IDS.guild}/scheduled-events$`);
const EVENT_ROUTE = new RegExp(`/guilds/${IDS.guild}/scheduled-events/\\d+$`);

/**
 * 429 storms under concurrency (platform-faults.test.ts covers one call per scope): many calls in flight while
 * Discord answers 429 to a run of them. Every read completes after honouring retry_after, every write is applied
 * exactly once, and the emulator's log accounts for every request.
 */
describe('429 storms under concurrent load', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }));
    await call('events_list', { guild_id: IDS.guild });
    emu.current.log.clear();
  });
  afterAll(() => session?.close());

  it('a route-scope storm over concurrent reads: all succeed, one retry per refused request', async () => {
    emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, status: 429, scope: 'user', retryAfter: 0.2, times: CONCURRENT });
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => call('events_list', { guild_id: IDS.guild })));
    expect(results.filter((r) => r.isError)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    const refused = emu.current.log.find({ method: 'GET', path: LIST_ROUTE }).filter((e) => e.status === 429).length;
    expect(refused).toBe(CONCURRENT);
    expect(emu.current.log.count({ method: 'GET', path: LIST_ROUTE })).toBe(CONCURRENT + refused);
  });

  it('a global-scope 429 pauses every route, then all calls complete', async () => {
    emu.current.faults.inject({ method: 'GET', path: LIST_ROUTE, status: 429, scope: 'global', retryAfter: 0.3 });
    const first = call('events_list', { guild_id: IDS.guild });
    // Let the global 429 land before the others start.
    while (emu.current.log.count({ method: 'GET', path: LIST_ROUTE }) < 1) await new Promise((r) => setTimeout(r, 5));
    const others = Array.from({ length: CONCURRENT - 1 }, (_, i) =>
      i % 2 ? call('events_get', { guild_id: IDS.guild, event_id: IDS.bigEvent }) : call('events_list', { guild_id: IDS.guild }),
    );
    const results = await Promise.all([first, ...others]);
    expect(results.filter((r) => r.isError)).toEqual([]);
    expect(emu.current.log.entries.filter((e) => e.status === 429)).toHaveLength(1);
    expect(emu.current.log.entries.filter((e) => e.status === 200)).toHaveLength(CONCURRENT);
  });

  it('a storm over concurrent writes: each write is applied exactly once', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, status: 429, scope: 'shared', retryAfter: 0.1, times: 6 });
    const writes = Array.from({ length: 6 }, (_, i) =>
      call('events_modify', { guild_id: IDS.guild, event_id: i % 2 ? IDS.bigEvent : IDS.emptyEvent, description: `storm write ${i}` }),
    );
    const results = await Promise.all(writes);
    expect(results.filter((r) => r.isError)).toEqual([]);
    const applied = emu.current.log.appliedWrites();
    expect(applied).toHaveLength(6);
    // Every description was applied once: no write was sent twice after being applied.
    expect(applied.map((w) => (w.body as { description: string }).description).sort()).toEqual(Array.from({ length: 6 }, (_, i) => `storm write ${i}`).sort());
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(6 + 6);
  });
});
