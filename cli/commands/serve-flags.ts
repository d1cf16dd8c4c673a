import { ConfigError } from '../../core/config/config.js';

export interface ServeFlags {
  gateway: boolean;
  http: boolean;
  host: string | undefined;
  port: string | undefined;
}

export interface ListenAddress {
  host: string;
  port: number;
}

/** Default bind of `serve --http` (SPEC 4.1): loopback only, behind a reverse proxy for remote use. */
export const DEFAULT_LISTEN: ListenAddress = { host: '127.0.0.1', port: 3000 };

/** Checks the transport flags of `serve` together; returns the listen address for --http. */
export function checkServeFlags(flags: ServeFlags): ListenAddress | undefined {
  if (flags.gateway && flags.http) {
    throw new ConfigError('--gateway cannot be combined with --http: Gateway subscriptions are served over stdio only');
  }
  if (!flags.http) {
    if (flags.host !== undefined || flags.port !== undefined) throw new ConfigError('--host and --port apply only with --http');
    return undefined;
  }
  const host = flags.host?.trim() || DEFAULT_LISTEN.host;
  if (flags.port === undefined) return { host, port: DEFAULT_LISTEN.port };
  if (!/^\d{1,5}$/.test(flags.port) || Number(flags.port) > 65_535) {
    throw new ConfigError(`--port: must be a whole number from 0 to 65535 (got ${JSON.stringify(flags.port)})`);
  }
  return { host, port: Number(flags.port) };
}
