import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, httpClient, rawRequest, startHttpServer, type HttpServerProcess } from './spawn-http-server.js';

/** Parses Prometheus text into `name{labels}` → value (comments dropped). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

const sumOf = (all: Map<string, number>, prefix: string, labelFilter = '') =>
  [...all].filter(([key]) => key.startsWith(`${prefix}{`) && key.includes(labelFilter)).reduce((sum, [, value]) => sum + value, 0);

const randomSnowflake = () => `${randomInt(1, 9)}${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`;

describe('serve --http with CHAT_MCP_METRICS=on: /metrics', () => {
  const emu = useEmulator();
  let server: HttpServerProcess;
  let client: Client;
  const scrape = async () => {
    const res = await rawRequest(`${server.origin}/metrics`, { headers: bearer() });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  beforeAll(async () => {
    server = await startHttpServer(emulatorEnv(emu.current, { CHAT_MCP_METRICS: 'on' }));
    ({ client } = await httpClient(server.url, 'modern'));
  });
  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  it('answers 401 without the bearer and with a wrong one, like every other route', async () => {
    expect((await rawRequest(`${server.origin}/metrics`)).status).toBe(401);
    expect((await rawRequest(`${server.origin}/metrics`, { headers: bearer('x'.repeat(ACCESS_TOKEN.length)) })).status).toBe(401);
    const port = new URL(server.url).port;
    expect((await rawRequest(`${server.origin}/metrics`, { headers: { ...bearer(), host: `evil.example:${port}` } })).status).toBe(403);
  });

  it('counts known calls by tool, category, risk and outcome, their duration, and the Discord requests they made', async () => {
    const before = samples(await scrape());
    for (let i = 0; i < 3; i += 1) {
      const result = await client.callTool({ name: 'events_list', arguments: { guild_id: IDS.guild } });
      expect(result.isError).toBeFalsy();
    }
    for (let i = 0; i < 2; i += 1) {
      const result = await client.callTool({ name: 'events_get', arguments: { guild_id: IDS.guild, event_id: randomSnowflake() } });
      expect(result.isError).toBe(true);
    }
    const after = samples(await scrape());
    const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    expect(delta('chat_mcp_tool_calls_total{tool="events_list",category="events",risk="read",outcome="ok"}')).toBe(3);
    const failedGets = [...after].filter(([key]) => key.startsWith('chat_mcp_tool_calls_total{tool="events_get"'));
    expect(failedGets.reduce((sum, [, v]) => sum + v, 0)).toBe(2);
    expect(failedGets.every(([key]) => /outcome="[A-Z_]+"/.test(key))).toBe(true);
    expect(delta('chat_mcp_tool_call_duration_seconds_count{tool="events_list",category="events",risk="read"}')).toBe(3);
    expect(delta('chat_mcp_discord_requests_total{method="GET",route="/guilds/:id/scheduled-events",status="200"}')).toBe(3);
    expect(delta('chat_mcp_discord_requests_total{method="GET",route="/guilds/:id/scheduled-events/:id",status="404"}')).toBe(2);
    // The scrapes themselves and the MCP posts are counted too.
    expect(delta('chat_mcp_http_requests_total{route="mcp",status="200"}')).toBeGreaterThanOrEqual(5);
    expect(after.get('chat_mcp_http_max_in_flight')).toBe(16);
    expect(after.has('chat_mcp_http_in_flight')).toBe(true);
    expect(after.has('chat_mcp_process_resident_memory_bytes')).toBe(true);
  });

  it('counts 429s by scope', async () => {
    emu.current.faults.inject({ method: 'GET', path: `/guilds/${IDS.guild}/scheduled-events`, status: 429, scope: 'shared', retryAfter: 0.05 });
    const before = samples(await scrape());
    const result = await client.callTool({ name: 'events_list', arguments: { guild_id: IDS.guild } });
    expect(result.isError).toBeFalsy();
    const after = samples(await scrape());
    const key = 'chat_mcp_discord_rate_limited_total{scope="shared"}';
    expect((after.get(key) ?? 0) - (before.get(key) ?? 0)).toBe(1);
    // The library slept out the 429's 50 ms before sending again: that is rate-limit waiting.
    const waited = (after.get('chat_mcp_discord_rate_limit_wait_seconds_total') ?? 0) - (before.get('chat_mcp_discord_rate_limit_wait_seconds_total') ?? 0);
    expect(waited).toBeGreaterThanOrEqual(0.04);
  });

  it('never shows a token, an id or the text a call sent', async () => {
    const secretText = `metrics-free-text-${randomInt(1e9)}`;
    const start = new Date(Date.now() + 86_400_000);
    const created = await client.callTool({
      name: 'events_create',
      arguments: {
        guild_id: IDS.guild,
        name: secretText,
        description: `${secretText} description`,
        entity_type: 3,
        entity_metadata: { location: `${secretText} place` },
        scheduled_start_time: start.toISOString(),
        scheduled_end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(created.isError).toBeFalsy();
    const text = await scrape();
    expect(text).toContain('tool="events_create"');
    for (const secret of [secretText, ACCESS_TOKEN, emu.current.state.botToken, IDS.guild]) expect(text).not.toContain(secret);
    // No label value carries a snowflake (sample values, such as byte counts, may be long numbers).
    expect(text).not.toMatch(/="[^"]*\d{17,20}/);
  });

  // Several times the series bound below: were an id a label, these calls alone would add that many series.
  const CALLS = 300;
  it(`keeps the label set bounded after ${CALLS} calls with random ids`, async () => {
    const seriesBefore = samples(await scrape()).size;
    const ids = Array.from({ length: CALLS }, randomSnowflake);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const name = next % 2 ? 'events_get' : 'events_list_users';
        await client.callTool({ name, arguments: { guild_id: IDS.guild, event_id: id } });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // An unknown tool name is the caller's text, too.
    await client.callTool({ name: `no_such_tool_${randomInt(1e9)}`, arguments: {} }).catch(() => undefined);
    const text = await scrape();
    const all = samples(text);
    expect(sumOf(all, 'chat_mcp_tool_calls_total', 'tool="events_get"') + sumOf(all, 'chat_mcp_tool_calls_total', 'tool="events_list_users"')).toBeGreaterThanOrEqual(CALLS);
    for (const id of ids) expect(text).not.toContain(id);
    // Hundreds of distinct ids added a handful of series (new outcomes, routes, histogram buckets), not hundreds.
    expect(all.size - seriesBefore).toBeLessThan(80);
  }, 180_000);
});

describe('serve --http without CHAT_MCP_METRICS', () => {
  const emu = useEmulator();
  let server: HttpServerProcess;
  beforeAll(async () => {
    server = await startHttpServer(emulatorEnv(emu.current));
  });
  afterAll(() => server?.stop());

  it('has no /metrics route (404 behind the bearer, 401 without)', async () => {
    expect((await rawRequest(`${server.origin}/metrics`, { headers: bearer() })).status).toBe(404);
    expect((await rawRequest(`${server.origin}/metrics`)).status).toBe(401);
  });
});
