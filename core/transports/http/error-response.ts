import type { ServerResponse } from 'node:http';

/** Stable machine-readable codes for every answer the HTTP policy gives before MCP work starts. */
export type HttpErrorCode =
  | 'overloaded'
  | 'forbidden_host'
  | 'forbidden_origin'
  | 'unauthorized'
  | 'payload_too_large'
  | 'request_timeout'
  | 'not_ready'
  | 'shutting_down'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal_error';

/** Writes a small JSON error body `{ error, message }`; extra headers (Retry-After, WWW-Authenticate, ...) ride along. */
export function sendHttpError(
  res: ServerResponse,
  status: number,
  error: HttpErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({ error, message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', ...headers });
  res.end(body);
}
