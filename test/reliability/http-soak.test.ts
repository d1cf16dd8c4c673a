import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { bearer, legacyBody, MCP_POST_HEADERS, startHttpServer, type HttpServerProcess } from '../http/spawn-http-server.js';

/** Seconds of load; `npm run soak` sets SOAK_SECONDS for a longer run. */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 8);
const IN_FLIGHT = 16;

interface Usage {
  rssKb: number;
  fds: number;
  sockets: number;
}

/** What the server process holds, read from /proc (Linux). */
function usageOf(pid: number): Usage {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const fds = readdirSync(`/proc/${pid}/fd`);
  let sockets = 0;
  for (const fd of fds) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets++;
    } catch {
      // Closed between listing and reading.
    }
  }
  return { rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)![1]), fds: fds.length, sockets };
}

/** A mix of reads, a write and a protocol call, as an agent would send them. */
const CALLS = [
  () => legacyBody('tools/call', { name: 'events_list', arguments: { guild_id: IDS.guild } }),
  () => legacyBody('tools/call', { name: 'events_get', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent } }),
  () => legacyBody('tools/call', { name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 5 } }),
  () => legacyBody('tools/call', { name: 'events_modify', arguments: { guild_id: IDS.guild, event_id: IDS.emptyEvent, description: `soak ${Date.now()}` } }),
  () => legacyBody('tools/list', {}),
];

/**
 * Holds 16 requests in flight against `serve --http` for a bounded time. Every answer is a success or the
 * bulkhead's 503; memory, file descriptors and sockets do not grow beyond noise between the warm-up and the end.
 */
describe('HTTP soak', () => {
  const emu = useEmulator();
  let server: HttpServerProcess;

  beforeAll(async () => {
    server = await startHttpServer(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }));
  }, 60_000);
  afterAll(() => server?.stop());

  it(`serves ${IN_FLIGHT} in flight for ${SECONDS}s without errors or leaks`, { timeout: (SECONDS + 60) * 1000 }, async () => {
    const pid = server.child.pid!;
    const outcomes = { ok: 0, shed: 0, failures: [] as string[] };
    let warm: Usage | undefined;
    let peakRssKb = 0;
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(() => {
      const now = usageOf(pid);
      peakRssKb = Math.max(peakRssKb, now.rssKb);
      // The baseline is taken once caches and connection pools have warmed up.
      if (!warm && Date.now() - started > (SECONDS * 1000) / 3) warm = now;
    }, 250);

    const worker = async (index: number) => {
      for (let i = index; Date.now() < deadline; i++) {
        const response = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: CALLS[i % CALLS.length]!() });
        const text = await response.text();
        if (response.status === 503 && response.headers.get('retry-after')) {
          outcomes.shed++;
          continue;
        }
        const data = /^data: (.*)$/m.exec(text)?.[1] ?? text;
        const message = response.status === 200 ? JSON.parse(data) : undefined;
        if (!message || message.error || message.result?.isError) outcomes.failures.push(`${response.status} ${text.slice(0, 300)}`);
        else outcomes.ok++;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => worker(i)));
    clearInterval(sampler);
    // Let keep-alive sockets and pending timers settle before the final reading.
    await new Promise((r) => setTimeout(r, 1500));
    const end = usageOf(pid);

    console.log(
      `http soak: ${SECONDS}s, ${outcomes.ok} ok, ${outcomes.shed} shed (503), ${outcomes.failures.length} failed; ` +
        `rss ${warm?.rssKb}→${end.rssKb} kB (peak ${peakRssKb}), fds ${warm?.fds}→${end.fds}, sockets ${warm?.sockets}→${end.sockets}`,
    );
    expect(outcomes.failures.slice(0, 5)).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(SECONDS * 5);
    expect(warm).toBeDefined();
    // Noise margins: V8 heap growth settles in tens of MB; a leak per request would exceed it over thousands of calls.
    expect(end.rssKb - warm!.rssKb).toBeLessThan(48 * 1024);
    expect(end.fds - warm!.fds).toBeLessThanOrEqual(IN_FLIGHT + 4);
    expect(end.sockets - warm!.sockets).toBeLessThanOrEqual(IN_FLIGHT + 4);
    expect(server.child.exitCode).toBeNull();
  });
});
