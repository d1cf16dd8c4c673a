/** One bad field of a Discord 400 (code 50035), as the agent should read it. */
export interface PlatformFieldError {
  /** Dotted path into the request body: `channel_id`, `embeds.0.title`; `(body)` for the body as a whole. */
  field: string;
  /** Discord's rule code, e.g. `BASE_TYPE_REQUIRED`. */
  rule: string;
  message: string;
}

/** More than this is a body so wrong that the first few fields say enough. */
const MAX_FIELDS = 50;

/**
 * Flattens Discord's `errors` tree (`{"embeds": {"0": {"title": {"_errors": [{code, message}]}}}}`) into one entry
 * per rejected field. Array indexes are keys like any other; `_errors` arrays may sit at any level.
 */
export function flattenDiscordErrors(tree: unknown): PlatformFieldError[] {
  const out: PlatformFieldError[] = [];
  const visit = (node: unknown, path: string[]): void => {
    if (out.length >= MAX_FIELDS || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => visit(child, [...path, String(i)]));
      return;
    }
    const record = node as Record<string, unknown>;
    // Some answers put a bare {code, message} at the leaf instead of an `_errors` list.
    if (typeof record.message === 'string' && path.length && !('_errors' in record)) {
      out.push(entry(path, record));
      return;
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === '_errors' && Array.isArray(child)) {
        for (const item of child) if (out.length < MAX_FIELDS && item && typeof item === 'object') out.push(entry(path, item as Record<string, unknown>));
      } else {
        visit(child, [...path, key]);
      }
    }
  };
  visit(tree, []);
  return out;
}

function entry(path: string[], item: Record<string, unknown>): PlatformFieldError {
  return {
    field: path.length ? path.join('.') : '(body)',
    rule: typeof item.code === 'string' ? item.code : 'INVALID',
    message: typeof item.message === 'string' ? item.message : 'rejected',
  };
}
