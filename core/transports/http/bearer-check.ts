import { createHash, timingSafeEqual } from 'node:crypto';

export type BearerVerdict = 'ok' | 'missing' | 'invalid';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks `Authorization: Bearer <token>` against CHAT_MCP_ACCESS_TOKEN. Both sides are hashed first so the
 * comparison takes the same time whatever the presented value's length or content.
 */
export function createBearerCheck(accessToken: string): (authorization: string | undefined) => BearerVerdict {
  const expected = digest(accessToken);
  return (authorization) => {
    if (!authorization) return 'missing';
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
    if (!match) return 'invalid';
    return timingSafeEqual(digest(match[1]!), expected) ? 'ok' : 'invalid';
  };
}

/** The challenge sent with every 401 (RFC 6750); `invalid_token` only when a bearer was presented. */
export function bearerChallenge(verdict: Exclude<BearerVerdict, 'ok'>): string {
  return verdict === 'invalid' ? 'Bearer realm="chat-mcp", error="invalid_token"' : 'Bearer realm="chat-mcp"';
}
