import type { IncomingMessage } from 'node:http';

export type BodyReadResult = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' | 'timeout' };

/**
 * Reads a request body while counting bytes and stops at the first byte over `limit` (MCP_HTTP_MAX_BODY_BYTES),
 * so an oversized body is never held in memory. A declared Content-Length over the limit is refused unread.
 * A body still incomplete after `deadlineMs` (MCP_HTTP_BODY_TIMEOUT_S) ends the read with `timeout`, so a client
 * trickling its body cannot hold an in-flight slot for long.
 */
export function readBodyWithin(req: IncomingMessage, limit: number, deadlineMs = 30_000): Promise<BodyReadResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: 'too-large' });

  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), deadlineMs);
    const finish = (result: BodyReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('aborted', onAborted).off('error', onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > limit) {
        chunks.length = 0;
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, received) });
    const onAborted = () => finish({ ok: false, reason: 'aborted' });
    req.on('data', onData).on('end', onEnd).on('aborted', onAborted).on('error', onAborted);
  });
}

/**
 * After an early refusal the client may still be sending. Closing the socket at once makes common clients
 * (fetch/undici) fail with EPIPE instead of reading the answer, so the rest is discarded without being buffered,
 * and the connection is cut if the client keeps sending for longer than `maxMs`.
 */
export function discardRemainingBody(req: IncomingMessage, maxMs = 5_000): void {
  if (req.complete) return;
  const timer = setTimeout(() => req.destroy(), maxMs);
  timer.unref();
  req.on('end', () => clearTimeout(timer)).on('close', () => clearTimeout(timer));
  req.resume();
}
