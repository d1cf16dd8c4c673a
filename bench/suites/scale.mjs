import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { TARGET } from '../lib/bench-emulator.mjs';
import { httpRequest, startHttpServer } from '../lib/http-server.mjs';
import { median, round } from '../lib/stats.mjs';

/**
 * Issue 26: replicas of one bot against Discord's global limit. The emulator runs in its own process with the
 * global limit on (50/s, EMULATOR_GLOBAL_LIMIT) and its per-route buckets; reads are spread round robin over the
 * replicas. Figures: 429s the emulator answered, calls that failed, and Discord requests per second, without the
 * shared proxy (each replica straight at the emulator), with it for two and four replicas, and one process alone
 * mixing reads and writes. `npm run test:scale` asserts the same figures with nginx and Redis in the loop.
 */
const GLOBAL_LIMIT = 50;
const IN_FLIGHT = 48;
/** Fewer in flight during the rolling deploy, so the burst outlasts the four replacements (a start takes seconds). */
const ROLLING_IN_FLIGHT = 16;
const EMULATOR_PROCESS = fileURLToPath(new URL('../../test/scale/emulator-process.mjs', import.meta.url));
const PROXY = fileURLToPath(new URL('../../deploy/rate-limit-proxy.mjs', import.meta.url));
/** Reads on four routes of the sandbox guild: four per-route buckets, so the global limit is the one that binds. */
const READS = ['guild_get', 'guild_list_voice_regions', 'guild_get_widget_settings', 'guild_list_integrations'];

/** The emulator and the proxy keep their clocks on time on a busy machine when we may raise them (root). */
function child(script, env, pattern, niceness) {
  const raise = niceness < 0 && process.getuid?.() === 0;
  const proc = spawn(raise ? 'nice' : process.execPath, raise ? ['-n', String(niceness), process.execPath, script] : [script], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const kill = () => proc.kill('SIGKILL');
  process.once('exit', kill);
  let out = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      out += chunk;
      const match = out.match(pattern);
      if (match) resolve(match);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`${script} exited ${code}: ${out.slice(-300)}`)));
  });
  const stop = async () => {
    process.off('exit', kill);
    if (proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  };
  return { ready, stop };
}

/**
 * Every request of this suite on a connection of its own, as the nginx example sends them. A pooled keep-alive
 * connection can be closed by the server while this process stalls on a loaded machine, and a
 * request then written on it is reset: a failure of the bench, not of the replicas.
 */
const NO_KEEPALIVE = new Agent({ keepAlive: false });

/** The JSON-RPC answer of a stateless POST (JSON or one SSE message). */
function answerOf(body) {
  const text = body.startsWith('event:') || body.startsWith('data:') ? body.split('\n').find((l) => l.startsWith('data:')).slice(5) : body;
  return JSON.parse(text);
}

async function callTool(server, name, args, agent = NO_KEEPALIVE) {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
  const res = await httpRequest(server.url, { method: 'POST', headers: server.headers, body, agent });
  if (res.status !== 200) return false;
  return !answerOf(res.body).result?.isError;
}

async function spread(servers, count, pick) {
  let next = 0;
  let failed = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      const [name, args] = pick(i);
      if (!(await callTool(servers[i % servers.length], name, args))) failed++;
    }
  };
  await Promise.all(Array.from({ length: ROLLING_IN_FLIGHT }, lane));
  return failed;
}

function figuresOf(entries, calls, failed, seconds) {
  const times = entries.map((e) => e.at).sort((a, b) => a - b);
  let peak = 0;
  for (let end = 0, start = 0; end < times.length; end++) {
    while (times[end] - times[start] >= 1_000) start++;
    peak = Math.max(peak, end - start + 1);
  }
  const acceptedTimes = entries.filter((e) => e.status !== 429).map((e) => e.at);
  const accepted = acceptedTimes.length;
  // Discord's side: accepted requests over the span of their arrivals (n - 1 intervals).
  const span = accepted > 1 ? (Math.max(...acceptedTimes) - Math.min(...acceptedTimes)) / 1_000 : Number.NaN;
  const rate = (accepted - 1) / span;
  return {
    calls,
    failed_calls: failed,
    emulator_requests: entries.length,
    emulator_429s: entries.length - accepted,
    seconds: round(seconds, 2),
    discord_requests_per_second: round(rate, 1),
    share_of_global_limit: round(rate / GLOBAL_LIMIT, 3),
    peak_in_a_sliding_second: peak,
  };
}

/** How often the rolling deploy's balancer probes each replica's /healthz (HAProxy's `inter 250ms fall 1`). */
const HEALTH_INTERVAL_MS = 250;

/**
 * The rolling deploy's balancer, as one with active health checks routes (HAProxy, Envoy, a Kubernetes Service with
 * a readiness probe): it probes every member's /healthz and sends new calls only to those that last answered 200,
 * so a replica that turned `stopping` on SIGTERM leaves the rotation within an interval, inside its drain.
 */
function healthCheckedBalancer() {
  const members = new Map();
  let stopped = false;
  const probe = async (server) => {
    const status = await httpRequest(server.url.replace(/\/mcp$/, '/healthz'), { headers: { authorization: server.headers.authorization }, agent: NO_KEEPALIVE }).then(
      (res) => res.status,
      () => 0,
    );
    const member = members.get(server);
    if (member.healthy && status !== 200) member.outAt = performance.now();
    member.healthy = status === 200;
  };
  // Each member is probed on its own schedule, so a slow answer from one does not delay the others' checks.
  const watch = async (server) => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, HEALTH_INTERVAL_MS));
      if (!stopped) await probe(server);
    }
  };
  const watching = [];
  return {
    /** A member that already answered /healthz 200 (startHttpServer waits for it) joins the rotation at once. */
    add: (server) => {
      members.set(server, { healthy: true, outAt: undefined });
      watching.push(watch(server));
    },
    rotation: () => [...members].filter(([, m]) => m.healthy).map(([server]) => server),
    /** When the balancer took the member out of the rotation (performance.now()), if it did. */
    outAt: (server) => members.get(server)?.outAt,
    stop: async () => {
      stopped = true;
      await Promise.all(watching);
    },
  };
}

/** Round robin over the balancer's rotation; only a refused connection goes to the next replica. */
async function callRoutingAround(balancer, turn, name, args, failures) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const rotation = balancer.rotation();
    const server = rotation[(turn + attempt) % rotation.length];
    try {
      const ok = await callTool(server, name, args, NO_KEEPALIVE);
      if (!ok) failures.push({ reason: 'answered_with_error', server });
      return ok;
    } catch (error) {
      if (error?.code !== 'ECONNREFUSED') {
        failures.push({ reason: error?.code ?? 'unknown', server, at: performance.now() });
        return false;
      }
    }
  }
  failures.push({ reason: 'every_replica_refused' });
  return false;
}

export async function scale({ burst, log }) {
  const emulator = child(EMULATOR_PROCESS, { EMULATOR_GLOBAL_LIMIT: String(GLOBAL_LIMIT) }, /emulator (\S+) token (\S+) control (\d+)/, -10);
  const [, apiUrl, token, controlPort] = await emulator.ready;
  const control = `http://127.0.0.1:${controlPort}`;
  const log429 = async () => JSON.parse((await httpRequest(`${control}/log`, { agent: NO_KEEPALIVE })).body);
  const clearLog = () => httpRequest(`${control}/log/clear`, { method: 'POST', body: '{}', agent: NO_KEEPALIVE });
  const proxy = child(PROXY, { DISCORD_API: apiUrl, PORT: '0', CHAT_TOKEN: token }, /proxy listening on (\d+)/, -5);
  const proxyUrl = `http://127.0.0.1:${(await proxy.ready)[1]}/api`;
  const env = (api) => ({ PATH: process.env.PATH ?? '', CHAT_API_BASE_URL: api, CHAT_TOKEN: `Bot ${token}`, CHAT_MCP_LOG_LEVEL: 'warn', CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_AUDIT: 'off', MCP_CATEGORIES: 'guild', MCP_HTTP_MAX_IN_FLIGHT: '64' });
  const servers = [];
  const start = async (api) => {
    const server = await startHttpServer(env(api));
    servers.push(server);
    return server;
  };
  const run = async (replicas, count, pick) => {
    await new Promise((r) => setTimeout(r, 1_100));
    await clearLog();
    const started = performance.now();
    const failed = await spread(replicas, count, pick);
    return figuresOf(await log429(), count, failed, (performance.now() - started) / 1_000);
  };
  const read = (i) => [READS[i % READS.length], { guild_id: TARGET.guild_id }];
  /**
   * Issue 35: four replicas through the proxy; during the burst each is replaced (a new one, already past /healthz
   * ok, joins; the old one gets SIGTERM and is awaited). A balancer with active health checks routes the calls
   * (docs/operations.md, "Rolling deploy"). Every write creates a role with its own name, so "applied exactly once"
   * is counted in the emulator's guild.
   */
  const rollingDeploy = async (reads, writes) => {
    // The product's drain unless the one running the bench sets it (MCP_HTTP_SHUTDOWN_DRAIN_S=0 shows what it prevents).
    const drain = process.env.MCP_HTTP_SHUTDOWN_DRAIN_S === undefined ? {} : { MCP_HTTP_SHUTDOWN_DRAIN_S: process.env.MCP_HTTP_SHUTDOWN_DRAIN_S };
    const rollingEnv = { ...env(proxyUrl), MCP_CATEGORIES: 'guild,roles', MCP_HTTP_SHUTDOWN_GRACE_S: '20', ...drain };
    const startRolling = async () => {
      const server = await startHttpServer(rollingEnv);
      servers.push(server);
      return server;
    };
    const old = [await startRolling(), await startRolling(), await startRolling(), await startRolling()];
    // The new replicas start (and pass /healthz) before the burst: a start under load takes longer than a short
    // burst, and the stop is what can drop calls. Each joins the rotation right before its old one gets SIGTERM.
    const fresh = [await startRolling(), await startRolling(), await startRolling(), await startRolling()];
    const balancer = healthCheckedBalancer();
    for (const server of old) balancer.add(server);
    await new Promise((r) => setTimeout(r, 1_100));
    await clearLog();
    const prefix = `rolling-${Date.now()}-`;
    const total = reads + writes;
    let next = 0;
    let failed = 0;
    const failures = [];
    let finished = 0;
    const started = performance.now();
    const lane = async () => {
      while (next < total) {
        const i = next++;
        const write = i % 11 === 10 && Math.floor(i / 11) < writes;
        const ok = write
          ? await callRoutingAround(balancer, i, 'roles_create', { guild_id: TARGET.guild_id, name: `${prefix}${Math.floor(i / 11)}` }, failures)
          : await callRoutingAround(balancer, i, ...read(i), failures);
        if (!ok) failed++;
      }
    };
    const stoppedAt = new Map();
    const replace = async () => {
      let stoppedDuringBurst = 0;
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 500));
        balancer.add(fresh[i]);
        if (!finished) stoppedDuringBurst++;
        stoppedAt.set(old[i], performance.now());
        await old[i].stop();
      }
      return stoppedDuringBurst;
    };
    const [, stoppedDuringBurst] = await Promise.all([Promise.all(Array.from({ length: ROLLING_IN_FLIGHT }, lane)).then(() => (finished = performance.now())), replace()]);
    await balancer.stop();
    const entries = await log429();
    const guild = JSON.parse((await httpRequest(`${control}/guild/${TARGET.guild_id}`, { agent: NO_KEEPALIVE })).body);
    const names = (guild.roles ?? []).map((r) => r.slice(0, r.lastIndexOf(':'))).filter((n) => n.startsWith(prefix));
    const writesMade = Math.min(writes, Math.floor(total / 11));
    return {
      ...figuresOf(entries, total, failed, (finished - started) / 1_000),
      writes: writesMade,
      writes_applied_once: [...new Set(names)].filter((n) => names.indexOf(n) === names.lastIndexOf(n)).length,
      calls_per_second: round(total / ((finished - started) / 1_000), 1),
      replicas_stopped_during_burst: stoppedDuringBurst,
      failures_by_reason: Object.fromEntries([...new Set(failures.map((f) => f.reason))].map((reason) => [reason, failures.filter((f) => f.reason === reason).length])),
      /** From SIGTERM to the balancer taking the replica out of its rotation; the drain must outlast it. */
      taken_out_after_sigterm_ms: old.map((server) => round(balancer.outAt(server) - stoppedAt.get(server), 0)),
      /** For each failed call, when it failed after its replica's SIGTERM (null: a replica not being stopped). */
      failed_after_sigterm_ms: failures.filter((f) => f.at !== undefined).map((f) => (stoppedAt.has(f.server) ? round(f.at - stoppedAt.get(f.server), 0) : null)),
    };
  };
  try {
    const results = { burst_calls: burst, global_limit_per_second: GLOBAL_LIMIT, proxy_pacing: '50 per 1100 ms, sliding' };
    // The rolling deploy first, and printed at once: on a loaded machine the suite can run out of its time later.
    log(`scale: rolling deploy of four replicas during ${burst} reads and ${Math.round(burst / 10)} writes`);
    results.rolling_deploy_4_replicas = await rollingDeploy(burst, Math.round(burst / 10));
    log(`scale: rolling deploy ${JSON.stringify(results.rolling_deploy_4_replicas)}`);
    log(`scale: ${burst} reads, two replicas straight at the emulator`);
    const direct = [await start(apiUrl), await start(apiUrl)];
    results.without_proxy_2_replicas = await run(direct, burst, read);
    for (const s of direct) await s.stop();
    log(`scale: ${burst} reads, two replicas through @discordjs/proxy`);
    const proxied = [await start(proxyUrl), await start(proxyUrl)];
    results.with_proxy_2_replicas = await run(proxied, burst, read);
    log(`scale: ${burst} reads, four replicas through @discordjs/proxy`);
    proxied.push(await start(proxyUrl), await start(proxyUrl));
    results.with_proxy_4_replicas = await run(proxied, burst, read);
    for (const s of proxied) await s.stop();
    log(`scale: one process alone, reads and writes mixed`);
    const solo = await start(apiUrl);
    results.one_process_mixed = await run([solo], Math.round(burst / 2), (i) => (i % 2 ? read(i) : ['guild_modify_widget', { guild_id: TARGET.guild_id, enabled: i % 4 === 0 }]));
    results.with_proxy_median_share_of_limit = round(median([results.with_proxy_2_replicas.share_of_global_limit, results.with_proxy_4_replicas.share_of_global_limit]), 3);
    return results;
  } finally {
    for (const s of servers) await s.stop().catch(() => undefined);
    await proxy.stop();
    await emulator.stop();
  }
}
