import type { Host } from '../../core/host.js';
import type { Logger } from '../../core/logging/logger.js';
import type { PolicyServices } from '../../core/policy/policy-services.js';
import { PolicyServicesToken } from '../../core/tokens.js';

/**
 * Reads whose platform answer is a list, which the rehearsal's in-memory answer (an empty list) fits: the rehearsed
 * call then runs to the end, output check and text companion included. Deliberately not a tool the bench times.
 */
const REHEARSAL_TOOLS = ['roles_list', 'channels_list', 'emojis_list_guild'];

/** One piece of start-up work a first call would otherwise pay for. */
type WarmUpStep = (host: Host, logger: Logger) => Promise<unknown>;

/**
 * What the first call needs beyond the packs: the REST client (@discordjs/rest, undici and Node's http modules) and
 * the module that maps its failures; then one rehearsed call through the pipeline and the request path against an
 * in-memory platform (nothing is sent; core/policy/rehearsal.ts). Tools' schemas are not prepared ahead: each is
 * built on its tool's first call and parsed without zod's JIT, which costs that call less than holding all 209 would
 * cost the process (bench/README.md, "Ready").
 */
const STEPS: readonly WarmUpStep[] = [
  (host) => host.platform.warmUp(),
  async (host, logger) => {
    // A real request has warmed the path already; a rehearsal now would only compete with real calls.
    if (host.platform.hasRequested) return;
    // Imported here: `serve` loads this module before its listing, and the rehearsal needs the whole pipeline.
    const [{ rehearseCall }, { callThroughServer }] = await Promise.all([import('../../core/policy/rehearsal.js'), import('../../core/server/in-process-call.js')]);
    const services = host.container.resolve<PolicyServices>(PolicyServicesToken);
    // Through an MCP server of its own, so the SDK's handling of a tools/call is rehearsed as well.
    const rehearsal = await rehearseCall({ ...services, platform: host.platform }, REHEARSAL_TOOLS, callThroughServer);
    logger.debug({ rehearsal }, 'rehearsed a call in memory');
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
