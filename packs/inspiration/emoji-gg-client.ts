import { ToolError } from '../../core/index.js';

/**
 * The one client in chat-mcp that leaves for a third-party site. It fails fast and whole: any problem
 * (offline, slow, redirected elsewhere, not JSON) is one EXTERNAL_SERVICE_UNAVAILABLE error, never partial data.
 * Settings are read at call time so an operator (or a test) can point it at a mirror or a local fake.
 */

export const EMOJI_GG_URL_VARIABLE = 'CHAT_MCP_EMOJI_GG_URL';
export const EMOJI_GG_TIMEOUT_VARIABLE = 'CHAT_MCP_EMOJI_GG_TIMEOUT_MS';
const DEFAULT_URL = 'https://emoji.gg/api/';
const DEFAULT_TIMEOUT_MS = 8_000;
/** The full catalogue is a few MB; anything far larger is not emoji.gg. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** One emoji as emoji.gg lists it (only the fields used). */
export interface EmojiGgEntry {
  id?: unknown;
  title?: unknown;
  slug?: unknown;
  image?: unknown;
  description?: unknown;
  license?: unknown;
  faves?: unknown;
}

const unavailable = (message: string, retriable = true) =>
  new ToolError('EXTERNAL_SERVICE_UNAVAILABLE', message, {
    retriable,
    recovery_hint: retriable ? 'emoji.gg is optional inspiration: retry later, or continue without it.' : 'Continue without emoji.gg inspiration.',
  });

export function emojiGgEndpoint(): URL {
  const raw = process.env[EMOJI_GG_URL_VARIABLE]?.trim() || DEFAULT_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw unavailable(`${EMOJI_GG_URL_VARIABLE} is not a valid URL.`, false);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw unavailable(`${EMOJI_GG_URL_VARIABLE} must be an http(s) URL.`, false);
  return url;
}

function timeoutMs(): number {
  const raw = Number(process.env[EMOJI_GG_TIMEOUT_VARIABLE]);
  return Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_TIMEOUT_MS;
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw unavailable('emoji.gg answered with an unexpectedly large body.', false);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches the emoji.gg catalogue, following redirects only within the configured host. */
export async function fetchEmojiGgCatalogue(signal: AbortSignal): Promise<EmojiGgEntry[]> {
  const start = emojiGgEndpoint();
  const limitMs = timeoutMs();
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(limitMs)]);
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { redirect: 'manual', signal: deadline, headers: { accept: 'application/json' } });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, url) : null;
        if (!next || next.host !== start.host || next.protocol !== start.protocol) {
          throw unavailable(`emoji.gg redirected to another site (${next?.host ?? 'no location'}); the redirect was not followed.`, false);
        }
        if (hop >= MAX_REDIRECTS) throw unavailable('emoji.gg redirected too many times.');
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw unavailable(`emoji.gg answered HTTP ${response.status}.`, response.status >= 500 || response.status === 429);
      }
      const text = await readCapped(response);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw unavailable('emoji.gg did not answer with JSON.');
      }
      if (!Array.isArray(parsed)) throw unavailable('emoji.gg answered with an unexpected shape.');
      return parsed as EmojiGgEntry[];
    }
  } catch (error) {
    if (error instanceof ToolError) throw error;
    const name = (error as { name?: string })?.name;
    if (name === 'TimeoutError' || (name === 'AbortError' && !signal.aborted)) {
      throw unavailable(`emoji.gg did not answer within ${Math.round(limitMs / 100) / 10} s.`);
    }
    if (signal.aborted) throw unavailable('The call was cancelled before emoji.gg answered.');
    throw unavailable('Could not reach emoji.gg (offline or unreachable).');
  }
}
