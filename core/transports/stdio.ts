import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Logger } from '../logging/logger.js';
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { MalformedFrameError, StdioLineTransport } from './stdio-line-transport.js';
import type { ToolSurface } from '../surfaces/full-surface.js';

/** How long calls in flight may run on after stdin closes or a stop signal, as over HTTP. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A malformed frame is already answered with a protocol error: one short line names it, and its stack (which says
 * only where the transport noticed) is kept for debug, so a client's garbage cannot fill stderr with traces.
 */
function logTransportError(logger: Logger, error: Error): void {
  if (!(error instanceof MalformedFrameError)) return void logger.error({ err: error }, 'stdio transport error');
  logger.warn(logger.isLevelEnabled('debug') ? { err: error } : { problem: error.message }, 'malformed stdio frame answered with a JSON-RPC error');
}

/**
 * Serves MCP over stdin/stdout until stdin closes or SIGINT/SIGTERM. stdout carries protocol frames only.
 * Shutdown stops reading requests, lets the calls in flight finish (their answers and audit events written) within
 * the grace period, then closes; with nothing in flight it closes at once. A second signal closes without waiting.
 */
export function serveOverStdio(surface: ToolSurface, factory: McpServerFactory, logger: Logger, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    // Answers malformed lines with JSON-RPC protocol errors instead of skipping them silently.
    const transport = new StdioLineTransport(process.stdin, process.stdout, () => surface.tools());
    const handle = serveStdio(factory, {
      transport,
      onerror: (error) => logTransportError(logger, error),
    });
    // A client gone mid-answer must not crash the process while the rest drains.
    const onStdoutError = (error: Error) => logger.debug({ err: { message: error.message } }, 'stdout closed');
    process.stdout.on('error', onStdoutError);
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= handle
        .close()
        .catch(() => undefined)
        .finally(() => {
          process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
          resolve();
        });
    };
    let draining = false;
    const stop = async (why: string) => {
      if (draining) return close(); // a second signal: stop waiting
      draining = true;
      transport.stopReading();
      if (transport.inFlight) {
        logger.info({ why, in_flight: transport.inFlight }, 'shutting down: finishing in-flight calls');
        if ((await transport.whenIdle(graceMs)) === 'timeout') {
          logger.warn({ in_flight: transport.inFlight }, 'shutdown grace period over: closing with calls still running');
        }
      }
      close();
    };
    const onSignal = (signal: NodeJS.Signals) => void stop(signal);
    transport.onInputEnd = () => void stop('stdin closed');
    process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  });
}
