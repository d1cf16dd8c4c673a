import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from 'mcp-sdk-v1-latest/client/index.js';
import { StdioClientTransport as StdioClientTransportV1 } from 'mcp-sdk-v1-latest/client/stdio.js';
import { TARGET } from '../lib/bench-emulator.mjs';
import { INITIALIZE_PARAMS, STEP_TIMEOUT_MS, timeCallsAfterListing, timed, within } from '../lib/raw-stdio.mjs';
import { compileOutputSchemas } from '../lib/sdk-validators.mjs';
import { median, ratio, round } from '../lib/stats.mjs';
import { listToolsOver, readStoredListing } from '../lib/stored-listing.mjs';

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const FLOOR = fileURLToPath(new URL('../floor-server.mjs', import.meta.url));
const REPLAY = fileURLToPath(new URL('../listing-replay-server.mjs', import.meta.url));
/** The reference implementation's listing, prose blanked (bench/fixtures/README.md). */
const REFERENCE_LISTING = fileURLToPath(new URL('../fixtures/reference-listing.json', import.meta.url));
/** The pause a host leaves between listing the tools and its first call while the model thinks. */
const THINKING_PAUSE_MS = 1_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One fresh stdio process: spawn → initialize → tools/list, then (after `pause` ms) the first and second `call`,
 * timed from the request line written to the answer line read. The SDK client is left out on purpose: the v2
 * client compiles every tool's output validator before its first call, which is the client's cost, not the
 * server's (see client_list_tools_ms). Peak RSS is read last.
 */
async function firstCalls({ args, env, call, pause }) {
  const { listMs, times, peak_mb } = await timeCallsAfterListing({ args, env, call, pause, later: 1 });
  const [firstMs, secondMs] = times;
  return { listMs, firstMs, secondMs, spawnToFirstCallMs: listMs + (pause ?? 0) + firstMs, peak_mb };
}

/** Spawn → tools/list over stdio, then stdin is closed: the time until the process is gone. */
async function exitAfterStdinClose({ args, env }) {
  const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'ignore'] });
  const exited = new Promise((resolve) => child.once('exit', () => resolve(performance.now())));
  let buffer = '';
  const answered = (id) =>
    new Promise((resolve) => {
      const onData = (chunk) => {
        buffer += chunk;
        if (buffer.includes(`"id":${id}`)) {
          child.stdout.off('data', onData);
          resolve();
        }
      };
      child.stdout.on('data', onData);
    });
  const send = (message) => child.stdin.write(`${JSON.stringify(message)}\n`);
  send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE_PARAMS });
  await within(answered(1), 'initialize');
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
  await within(answered(2), 'tools/list');
  const closed = performance.now();
  child.stdin.end();
  return (await within(exited, 'exit')) - closed;
}

/** Spawn → initialize answered over stdio (raw JSON-RPC), the reference point for the HTTP listener. */
async function stdioSpawnToInitialize({ args, env }) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'ignore'] });
  const answered = new Promise((resolve) => child.stdout.once('data', () => resolve(performance.now())));
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE_PARAMS })}\n`);
  const at = await within(answered, 'initialize');
  child.kill('SIGKILL');
  return at - started;
}

/** One request to 127.0.0.1:port; resolves the status and the session id the server gave, if any. */
function post(port, secret, body, { path = '/mcp', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${secret}`,
          ...(body ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, sessionId: res.headers['mcp-session-id'] }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** Knocks every 2 ms until `attempt` gets through (a refused connection is retried); its time from `started`. */
async function knockUntilAnswered(attempt, started, what) {
  for (;;) {
    if (performance.now() > started + STEP_TIMEOUT_MS) throw new Error(`${what}: the port never answered`);
    try {
      return { value: await attempt(), ms: performance.now() - started };
    } catch {
      await sleep(2);
    }
  }
}

/**
 * A host's handshake over HTTP: initialize, the initialized notification, tools/list (with the session id a
 * stateful server gives); the time from `started` to the listing. The first request is knocked until the port opens.
 */
async function httpHandshake(port, secret, started, what) {
  const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE_PARAMS };
  const { value: init } = await knockUntilAnswered(() => post(port, secret, initialize), started, what);
  if (init.status !== 200) throw new Error(`${what}: initialize answered ${init.status}`);
  const headers = { 'mcp-protocol-version': INITIALIZE_PARAMS.protocolVersion, ...(init.sessionId ? { 'mcp-session-id': init.sessionId } : {}) };
  await post(port, secret, { jsonrpc: '2.0', method: 'notifications/initialized' }, { headers });
  const list = await post(port, secret, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }, { headers });
  if (list.status !== 200) throw new Error(`${what}: tools/list answered ${list.status}`);
  return performance.now() - started;
}

/**
 * `serve --http --port <free>`: spawn → the first HTTP answer on the port (GET /healthz, whatever its status), and
 * spawn → a host's handshake done (initialize, initialized, tools/list served). The port is chosen up front so the
 * client can knock at once.
 */
async function httpStart({ env, port }) {
  const secret = randomBytes(32).toString('base64url');
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'serve', '--http', '--port', String(port)], { env: { ...env, CHAT_MCP_ACCESS_TOKEN: secret }, stdio: ['ignore', 'ignore', 'ignore'] });
  try {
    const { ms: firstAnswerMs } = await knockUntilAnswered(() => post(port, secret, undefined, { path: '/healthz' }), started, 'http');
    return { firstAnswerMs, toolsListMs: await httpHandshake(port, secret, started, 'http') };
  } finally {
    child.kill('SIGKILL');
  }
}

/**
 * The reference implementation's `serve --http`, when a built checkout is named by CHAT_MCP_BENCH_REFERENCE_CLI (its
 * packages/mcp-server/dist/cli.js): spawn → the same handshake done, for item 2's ratio measured side by side. It
 * needs a token-shaped DISCORD_TOKEN and never calls Discord before its listing.
 */
async function referenceHttpStart({ cli, port }) {
  const secret = randomBytes(32).toString('base64url');
  const home = mkdtempSync(join(tmpdir(), 'chat-mcp-reference-home-'));
  const env = { PATH: process.env.PATH ?? '', HOME: home, DISCORD_TOKEN: `${'M'.repeat(26)}.${'b'.repeat(6)}.${'c'.repeat(38)}`, DISCORD_MCP_ACCESS_TOKEN: secret };
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'serve', '--http', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'ignore'] });
  try {
    return await httpHandshake(port, secret, started, 'reference http');
  } finally {
    child.kill('SIGKILL');
    rmSync(home, { recursive: true, force: true });
  }
}

/**
 * The SDK client's own time to digest a listing: `listTools()` on an already connected client, median of 5. The
 * 1.x client compiles an ajv validator for every outputSchema inside listTools(); the v2 client defers that to the
 * first callTool().
 */
export async function clientListCost({ args, env }, sdk = 'v2') {
  const [ClientClass, Transport] = sdk === 'v2' ? [Client, StdioClientTransport] : [ClientV1, StdioClientTransportV1];
  const transport = new Transport({ command: process.execPath, args, env, stderr: 'pipe' });
  transport.stderr?.resume();
  const client = new ClientClass({ name: 'chat-mcp-bench', version: '1.0.0' });
  try {
    await within(client.connect(transport), 'initialize');
    const times = [];
    for (let i = 0; i < 5; i++) times.push((await timed(() => within(client.listTools(), 'tools/list'))).ms);
    return median(times);
  } finally {
    await client.close().catch(() => undefined);
  }
}

const summary = (values) => round(median(values));

/**
 * Item 4: what the project's full listing costs the SDK clients against the reference implementation's stored
 * listing. Both listings are replayed by the same bare server (bench/listing-replay-server.mjs), so the only
 * difference is the listing; the live `serve` and the floor's listing are reported beside them. Then the output
 * validators those clients build: every outputSchema compiled under each client's ajv set-up.
 */
async function listingCost({ serve, floor, runs }) {
  const dir = mkdtempSync(join(tmpdir(), 'chat-mcp-listing-'));
  try {
    const fullFile = join(dir, 'full-listing.json');
    const fullTools = await listToolsOver(serve);
    writeFileSync(fullFile, JSON.stringify({ result: { tools: fullTools } }));
    const referenceTools = readStoredListing(REFERENCE_LISTING);
    const replay = (file) => ({ args: [REPLAY, file], env: floor.env });
    const listings = { full_served: serve, full_replayed: replay(fullFile), reference_replayed: replay(REFERENCE_LISTING), floor_served: floor };
    const clients = {};
    for (const sdk of ['v2', '1.x']) {
      const samples = Object.fromEntries(Object.keys(listings).map((key) => [key, []]));
      // Round robin, a warm-up round first: a shared machine drifts, and each figure is a median of its rounds.
      for (let round_ = 0; round_ <= Math.min(runs, 5); round_++) {
        for (const [key, listing] of Object.entries(listings)) {
          const ms = await clientListCost(listing, sdk);
          if (round_ > 0) samples[key].push(ms);
        }
      }
      const figures = Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, summary(values)]));
      clients[sdk] = { ...figures, ratio_to_reference: ratio(figures.full_replayed, figures.reference_replayed), target_ratio: 0.5 };
    }
    const compile = {};
    for (const sdk of ['v2', '1.x']) {
      const full = [];
      const reference = [];
      for (let pass = 0; pass <= 3; pass++) {
        const f = compileOutputSchemas(fullTools, sdk);
        const r = compileOutputSchemas(referenceTools, sdk);
        if (pass > 0) full.push(f), reference.push(r);
      }
      compile[sdk] = { full: summary(full), reference: summary(reference), ratio_to_reference: ratio(median(full), median(reference)) };
    }
    return {
      client_list_tools_ms: {
        note: "the SDK clients' own time inside listTools() on an open connection (median of 5 per process, median over the rounds): the project's full listing and the reference implementation's stored listing (bench/fixtures/reference-listing.json), both replayed by the same bare server; the live serve and the floor's listing of as many trivial tools beside them",
        reference_listing: { tools: referenceTools.length, bytes: Buffer.byteLength(JSON.stringify({ tools: referenceTools })) },
        full_listing: { tools: fullTools.length, bytes: Buffer.byteLength(JSON.stringify({ tools: fullTools })) },
        v2: clients.v2,
        sdk_1x: clients['1.x'],
      },
      output_validators_compile_ms: {
        note: "every outputSchema compiled by a fresh ajv with the SDK clients' set-up (median of 3): the v2 client builds these per tool at its first callTool(), the 1.x client all of them inside listTools()",
        v2: compile.v2,
        sdk_1x: compile['1.x'],
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 25's figures, each from fresh processes, round-robin over `runs` rounds after a warm-up round: the first
 * real call after a host's thinking pause against the floor server's first call after the same pause.
 */
export async function ready({ bench, runs, fullToolCount, log, port }) {
  const bare = { PATH: process.env.PATH ?? '', HOME: bench.env().HOME };
  const floor = { args: [FLOOR, String(fullToolCount)], env: bare, call: { name: 'floor_tool_0', arguments: {} } };
  const platformCall = { name: 'events_list', arguments: { guild_id: TARGET.guild_id } };
  const searchCall = { name: 'mcp_tools_search', arguments: { query: 'who is coming to movie night' } };
  const serve = { args: [CLI, 'serve'], env: bench.env() };
  const progressive = { args: [CLI, 'serve'], env: bench.env({ MCP_TOOL_SURFACE: 'progressive' }) };
  const samples = { floor: [], platform: [], platformNoPause: [], search: [], exit: [], exitEvents: [], stdioInit: [], http: [], referenceHttp: [] };
  const referenceCli = process.env.CHAT_MCP_BENCH_REFERENCE_CLI;
  for (let round_ = 0; round_ <= runs; round_++) {
    const take = (key, value) => round_ > 0 && samples[key].push(value);
    take('floor', await firstCalls({ ...floor, pause: THINKING_PAUSE_MS }));
    take('platform', await firstCalls({ ...serve, call: platformCall, pause: THINKING_PAUSE_MS }));
    take('platformNoPause', await firstCalls({ ...serve, call: platformCall, pause: 0 }));
    take('search', await firstCalls({ ...progressive, call: searchCall, pause: THINKING_PAUSE_MS }));
    take('exit', await exitAfterStdinClose(serve));
    take('exitEvents', await exitAfterStdinClose({ ...serve, env: bench.env({ MCP_CATEGORIES: 'events' }) }));
    take('stdioInit', await stdioSpawnToInitialize(serve));
    take('http', await httpStart({ env: serve.env, port }));
    if (referenceCli) take('referenceHttp', await referenceHttpStart({ cli: referenceCli, port }));
    log(`ready: round ${round_ === 0 ? 'warm-up' : `${round_}/${runs}`} done`);
  }
  const floorFirst = summary(samples.floor.map((s) => s.firstMs));
  const platformFirst = summary(samples.platform.map((s) => s.firstMs));
  const searchFirst = summary(samples.search.map((s) => s.firstMs));
  const stdioInit = summary(samples.stdioInit);
  const httpFirst = summary(samples.http.map((s) => s.firstAnswerMs));
  const floorPeak = summary(samples.floor.map((s) => s.peak_mb));
  const serveListMs = [...samples.platform, ...samples.platformNoPause].map((s) => s.listMs);
  const servePeak = summary(samples.platform.map((s) => s.peak_mb));
  return {
    runs,
    thinking_pause_ms: THINKING_PAUSE_MS,
    floor: { first_call_ms: floorFirst, second_call_ms: summary(samples.floor.map((s) => s.secondMs)), peak_rss_mb: floorPeak },
    // The cold_start suite times the same span through the SDK client, which also parses and validates the listing;
    // here both sides are raw lines, so the ratio is the servers' own. Every full `serve` start of the round counts
    // (with and without the pause after the listing: the same start), so one slow spawn moves the median less.
    stdio_tools_list: {
      serve_ms: summary(serveListMs),
      floor_ms: summary(samples.floor.map((s) => s.listMs)),
      ratio_to_floor: ratio(summary(serveListMs), summary(samples.floor.map((s) => s.listMs))),
      serve_samples: serveListMs.length,
      target_ratio: 1.5,
    },
    first_platform_call: {
      tool: 'events_list (against the emulator)',
      first_ms: platformFirst,
      second_ms: summary(samples.platform.map((s) => s.secondMs)),
      ratio_to_floor_first_call: ratio(platformFirst, floorFirst),
      target_ratio: 3,
    },
    first_search: {
      tool: 'mcp_tools_search (progressive surface)',
      first_ms: searchFirst,
      second_ms: summary(samples.search.map((s) => s.secondMs)),
      ratio_to_floor_first_call: ratio(searchFirst, floorFirst),
      target_ratio: 3,
    },
    no_pause: {
      spawn_to_tools_list_ms: summary(samples.platformNoPause.map((s) => s.listMs)),
      first_call_ms: summary(samples.platformNoPause.map((s) => s.firstMs)),
      spawn_to_first_call_ms: summary(samples.platformNoPause.map((s) => s.spawnToFirstCallMs)),
    },
    memory: { serve_peak_rss_mb: servePeak, floor_peak_rss_mb: floorPeak, ratio_to_floor: ratio(servePeak, floorPeak), target_ratio: 1.2 },
    exit_after_stdin_close: { full_ms: summary(samples.exit), events_only_ms: summary(samples.exitEvents), target_ms: 50 },
    http: {
      spawn_to_first_answer_ms: httpFirst,
      stdio_spawn_to_initialize_ms: stdioInit,
      ratio_to_stdio_initialize: ratio(httpFirst, stdioInit),
      target_ratio: 1,
      spawn_to_tools_list_ms: summary(samples.http.map((s) => s.toolsListMs)),
      handshake: 'initialize, notifications/initialized, tools/list, as a host sends them',
      reference_spawn_to_tools_list_ms: referenceCli ? summary(samples.referenceHttp) : null,
      ratio_to_reference: referenceCli ? ratio(median(samples.http.map((s) => s.toolsListMs)), median(samples.referenceHttp)) : null,
      reference_target_ratio: 0.35,
    },
    ...(await listingCost({ serve, floor, runs })),
  };
}
