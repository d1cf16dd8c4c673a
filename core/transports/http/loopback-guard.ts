import type { IncomingHttpHeaders } from 'node:http';
import type { HttpErrorCode } from './error-response.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** Strips IPv6 brackets and a trailing dot so `[::1]` and `localhost.` compare as names. */
function normalizeHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

function isLoopbackName(hostname: string): boolean {
  const name = normalizeHostname(hostname);
  return LOOPBACK_NAMES.has(name) || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Whether a listen address is loopback-only, in which case Host and Origin must be loopback too. */
export function isLoopbackBind(listenHost: string): boolean {
  return isLoopbackName(listenHost);
}

/** The hostname of a Host header value (`name`, `name:port`, `[v6]:port`), or undefined when unparseable. */
function hostnameOfHostHeader(value: string): string | undefined {
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

export interface GuardRejection {
  error: HttpErrorCode;
  message: string;
}

/**
 * DNS-rebinding defence for a loopback listener: a browser tricked into calling 127.0.0.1 still sends the
 * attacker's Host and Origin. Requests without an Origin (non-browser clients) pass on the Host check alone.
 */
export function checkLoopbackHostAndOrigin(headers: IncomingHttpHeaders): GuardRejection | undefined {
  const host = headers.host;
  const hostname = host ? hostnameOfHostHeader(host) : undefined;
  if (!hostname || !isLoopbackName(hostname)) {
    return { error: 'forbidden_host', message: 'Host header is not a loopback name; this listener serves loopback clients only' };
  }
  const origin = headers.origin;
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') originHost = url.hostname;
    } catch {
      originHost = undefined;
    }
    if (!originHost || !isLoopbackName(originHost)) {
      return { error: 'forbidden_origin', message: 'Origin is not a loopback origin' };
    }
  }
  return undefined;
}
