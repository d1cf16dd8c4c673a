import { ConfigError } from '../../config/config.js';

const MIN_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 10;
/** Shannon entropy per character; random hex scores about 3.6, base64 about 4.5, a short repeated word far less. */
const MIN_BITS_PER_CHARACTER = 3;

function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const HOW_TO = 'generate one with `openssl rand -base64 32`';

/**
 * The bearer secret for `serve --http` (SPEC 2.7, 5): present, at least 32 characters, not the bot token and not
 * obviously guessable. The message never contains either secret.
 */
export function requireAccessToken(accessToken: string | undefined, botToken: string | undefined): string {
  if (!accessToken) throw new ConfigError(`CHAT_MCP_ACCESS_TOKEN: is required with --http (the bearer secret remote clients send; ${HOW_TO})`);
  const token = accessToken.trim();
  if (token.length < MIN_LENGTH) throw new ConfigError(`CHAT_MCP_ACCESS_TOKEN: must be at least ${MIN_LENGTH} characters (got ${token.length}); ${HOW_TO}`);
  if (botToken && (token === botToken || token.replace(/^Bot\s+/i, '') === botToken)) {
    throw new ConfigError('CHAT_MCP_ACCESS_TOKEN: must differ from CHAT_TOKEN (never reuse the bot token as the bearer secret)');
  }
  if (/\s/.test(token)) throw new ConfigError('CHAT_MCP_ACCESS_TOKEN: must not contain spaces');
  if (new Set(token).size < MIN_DISTINCT_CHARACTERS || bitsPerCharacter(token) < MIN_BITS_PER_CHARACTER) {
    throw new ConfigError(`CHAT_MCP_ACCESS_TOKEN: is low-entropy (too few distinct characters); ${HOW_TO}`);
  }
  return token;
}
