import { BlockList, isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { HttpErrorCode } from './error-response.js';

/** 127.0.0.0/8 and ::1; node:net also matches IPv4-mapped IPv6 spellings (::ffff:127.0.0.1) against the IPv4 rule. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Strips IPv6 brackets and a trailing dot so `[::1]` and `localhost.` compare as names. */
function normalizeHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** Whether an IP address literal is loopback, however it is spelled (`0:0:0:0:0:0:0:1`, `::ffff:7f00:1`). */
export function isLoopbackAddress(address: string): boolean {
  const ip = normalizeHostname(address).replace(/%.*$/, '');
  const family = isIP(ip);
  return family !== 0 && LOOPBACK.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

function isLoopbackName(hostname: string): boolean {
  const name = normalizeHostname(hostname);
  return name === 'localhost' || isLoopbackAddress(name);
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
