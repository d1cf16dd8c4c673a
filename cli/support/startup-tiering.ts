import { setFlagsFromString } from 'node:v8';

/** Long enough for a client's initialize and first tools/list, which follow the start at once. */
const START_BURST_MS = 1000;

/**
 * Start-up code (module bodies, 209 tools building their schemas, the first answers) runs once, so optimising it
 * with TurboFan is CPU and memory spent for nothing: about a quarter of a cold start's CPU and several MB of peak RSS
 * (bench/README.md). The command line starts with the optimising compiler off; a long-running server turns it back
 * on shortly after it starts serving, so the code that serves requests tiers up as usual. One-shot commands finish
 * without it.
 */
export function beginStartup(): void {
  setFlagsFromString('--no-opt');
}

/** Called once the server is loaded: optimisation resumes after the start-up burst. */
export function endStartupSoon(): void {
  setTimeout(() => setFlagsFromString('--opt'), START_BURST_MS).unref();
}
