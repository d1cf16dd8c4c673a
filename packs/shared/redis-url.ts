/**
 * What of a Redis URL may be shown. CHAT_MCP_STATE_URL may carry a password in its user-info, over plain
 * (`redis://`) or TLS (`rediss://`) connections alike; messages name only the place.
 */
const REDIS_URL = /\brediss?:\/\/\S*/gi;

/** `text` with every Redis URL in it cut to its scheme: error messages from the client may quote the URL. */
export function redactRedisUrls(text: string): string {
  return text.replace(REDIS_URL, (url) => `${url.slice(0, url.indexOf(':')).toLowerCase()}://…`);
}

/** scheme://host:port/db of a Redis URL, never its user or password. */
export function redisLocation(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : '/0'}`;
}
