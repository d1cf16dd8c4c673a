import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { mapLimited } from '../helpers/limited-parallel.js';
import { emulatorEnv, spawnedSession, type Session } from '../helpers/mcp-session.js';

const CALLS = 150;
const IN_FLIGHT = 16;

/**
 * Issue 26 item 1 (first step): one rate-limit state per process. Reads and writes share one REST client, so one
 * global counter: a burst of reads and writes mixed as fast as the process can go stays within Discord's global
 * limit (the emulator enforces 50 per second here) and draws no 429. With a client per kind, each counting its own
 * 50, the same burst sends up to twice the limit in one second.
 */
describe("one process stays within Discord's global rate limit", () => {
  // Per-route buckets out of the way (they have their own tests): every 429 here is the global limit's.
  const emu = useEmulator({ rateLimits: { globalPerSecond: 50, bucketLimit: 100_000 } });
  let session: Session;

  beforeAll(async () => {
    // The server in its own process: the emulator's clock (arrivals) then does not share an event loop with the
    // client's pacing, as with Discord.
    session = await spawnedSession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off', MCP_CATEGORIES: 'events', CHAT_MCP_ACTIVITY: 'off' }));
  });
  afterAll(() => session?.close());

  it('a burst of reads and writes mixed 16 at a time draws no 429 from the global limit', async () => {
    const calls = Array.from({ length: CALLS }, (_, i) => {
      switch (i % 3) {
        case 0:
          return { name: 'events_list', arguments: { guild_id: IDS.guild } };
        case 1:
          return { name: 'events_get', arguments: { guild_id: IDS.guild, event_id: IDS.emptyEvent } };
        default:
          return { name: 'events_modify', arguments: { guild_id: IDS.guild, event_id: i % 2 ? IDS.bigEvent : IDS.emptyEvent, description: `burst ${i}` } };
      }
    });
    const results = await mapLimited(calls, IN_FLIGHT, (call) => session.client.callTool(call));
    expect(results.filter((r) => r.isError)).toEqual([]);
    const answers = emu.current.log.entries;
    expect(answers.length).toBeGreaterThanOrEqual(CALLS);
    expect(answers.filter((e) => e.method !== 'GET').length).toBeGreaterThanOrEqual(CALLS / 3);
    expect(answers.filter((e) => e.status === 429).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
});
