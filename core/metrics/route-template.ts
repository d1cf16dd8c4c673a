/** Path words after which Discord puts a value that is not a snowflake (an emoji, an invite or template code). */
const VALUE_AFTER = new Set(['reactions', 'invites', 'templates', 'emojis-by-name']);
/** A fixed path word of Discord's API (`messages`, `@me`, `audit-logs`); anything else is a value. */
const FIXED_WORD = /^@?[a-z][a-z-]{0,31}$/;

/**
 * Turns a Discord API URL or path into its route template (`/channels/:id/messages/:id/reactions/:value/@me`): ids,
 * tokens, emoji and codes become placeholders, the query is dropped, so a metric label never carries one.
 */
export function routeTemplate(urlOrPath: string): string {
  let path = urlOrPath;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return 'unknown';
    }
  }
  path = path.split(/[?#]/)[0]!.replace(/^\/api(?=\/)/, '').replace(/^\/v\d+(?=\/)/, '');
  const out: string[] = [];
  const segments = path.split('/').filter(Boolean);
  for (let i = 0; i < segments.length; i += 1) {
    const segment = decodeSafe(segments[i]!);
    const previous = out[out.length - 1];
    const afterWebhookId = out.length >= 2 && (out[out.length - 2] === 'webhooks' || out[out.length - 2] === 'interactions') && previous === ':id';
    if (/^\d+$/.test(segment)) out.push(':id');
    else if (afterWebhookId) out.push(':token');
    else if (previous && VALUE_AFTER.has(previous)) out.push(':value');
    else if (FIXED_WORD.test(segment)) out.push(segment);
    else out.push(':value');
  }
  return `/${out.join('/')}`;
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
