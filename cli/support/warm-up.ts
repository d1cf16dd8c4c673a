import type { Host } from '../../core/host.js';
import type { Logger } from '../../core/logging/logger.js';
import type { PolicyServices } from '../../core/policy/policy-services.js';
import { rehearseCall } from '../../core/policy/rehearsal.js';
import { PolicyServicesToken } from '../../core/tokens.js';
import type { RegisteredTool } from '../../core/tools/registry.js';

/** How long the schema warm-up waits after the host is loaded, so an early call does not compete with it. */
const QUIET_MS = 150;

/**
 * Reads whose platform answer is a list, which the rehearsal's in-memory answer (an empty list) fits: the rehearsed
 * call then runs to the end, output check and text companion included. Deliberately not a tool the bench times.
 */
const REHEARSAL_TOOLS = ['roles_list', 'channels_list', 'emojis_list_guild'];

/** One piece of start-up work a first call would otherwise pay for. */
type WarmUpStep = (host: Host, logger: Logger) => Promise<unknown>;

/**
 * One tool per category, a sample of the packs' schema shapes: what a first call saves is mostly zod's shared
 * parsing code, which any schema compiles. Preparing all 209 tools' schemas saved a first call about 1.3 ms more but
 * held about 4 MB more resident memory (bench/README.md, "Ready"); a tool outside the sample prepares its own
 * schemas on its first call.
 */
function schemaSample(host: Host): RegisteredTool[] {
  const seen = new Set<string>();
  return host.registry.list().filter((tool) => !seen.has(tool.contract.category) && seen.add(tool.contract.category));
}

/**
 * What the first call needs beyond the packs: the REST client (@discordjs/rest, undici and Node's http modules) and
 * the module that maps its failures; then one rehearsed call through the pipeline and the request path against an
 * in-memory platform (nothing is sent; core/policy/rehearsal.ts); then zod's parsing code, which it prepares on a
 * schema's first parse.
 */
const STEPS: readonly WarmUpStep[] = [
  (host) => host.platform.warmUp(),
  async (host, logger) => {
    // A real request has warmed the path already; a rehearsal now would only compete with real calls.
    if (host.platform.hasRequested) return;
    const services = host.container.resolve<PolicyServices>(PolicyServicesToken);
    const rehearsal = await rehearseCall({ ...services, platform: host.platform }, REHEARSAL_TOOLS);
    logger.debug({ rehearsal }, 'rehearsed a call in memory');
  },
  async (host) => {
    // After a quiet moment: a call sent together with the listing runs first instead of sharing the CPU with
    // schemas it does not need. An empty object fails every required field, but zod has built the shape's parser
    // by then. A few tools per turn of the event loop, so a request or stdin closing never waits behind them.
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS).unref());
    const tools = schemaSample(host);
    for (let i = 0; i < tools.length; i++) {
      tools[i]!.inputSchema.safeParse({});
      tools[i]!.outputSchema.safeParse({});
      if (i % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
    }
  },
];

/**
 * Runs once the host is loaded, while the model is still thinking about the listing: each step starts on its own
 * turn of the event loop, so an answer that is ready never waits behind it. A call that arrives first simply
 * does the same work itself (every step is idempotent and memoised). A failure is not a start-up failure: the
 * call that needs the piece reports it.
 */
export function warmUpInBackground(host: Host, logger: Logger): void {
  const started = performance.now();
  void STEPS.reduce<Promise<unknown>>(
    (previous, step) =>
      previous.then(
        () =>
          new Promise((resolve) => setImmediate(resolve)).then(() =>
            step(host, logger).catch((error: unknown) => logger.debug({ err: { message: error instanceof Error ? error.message : String(error) } }, 'warm-up step failed')),
          ),
      ),
    Promise.resolve(),
  ).then(() => logger.debug({ ms: Math.round(performance.now() - started) }, 'warm-up done'));
}
