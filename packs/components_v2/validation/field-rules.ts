import { LIMITS } from './component-types.js';
import { isObject, isPresent, type IssueSink, type Node, type PathSegment } from './issues.js';

/** Small field checks shared by every component rule; each reports at the field's own path. */

interface TextRule {
  required?: boolean;
  min?: number;
  max: number;
  /** How the field is named in messages, e.g. "button label". */
  what: string;
}

/** A string field within length bounds. Returns the value when it is a usable string. */
export function checkText(node: Node, key: string, path: PathSegment[], sink: IssueSink, rule: TextRule): string | undefined {
  const value = node[key];
  const at = [...path, key];
  if (!isPresent(value)) {
    if (rule.required) sink.add(at, 'MISSING_FIELD', `${rule.what} is required.`);
    return undefined;
  }
  if (typeof value !== 'string') {
    sink.add(at, 'INVALID_FIELD', `${rule.what} must be a string.`);
    return undefined;
  }
  const min = rule.min ?? 0;
  if (value.length < min) sink.add(at, 'TOO_SHORT', `${rule.what} must be at least ${min} character(s).`, min === 1 ? `Remove ${key} or give it text.` : undefined);
  if (value.length > rule.max)
    sink.add(at, 'TOO_LONG', `${rule.what} is ${value.length} characters; the limit is ${rule.max}.`, `Shorten ${key} to ${rule.max} characters.`);
  return value;
}

export function checkBoolean(node: Node, key: string, path: PathSegment[], sink: IssueSink): void {
  const value = node[key];
  if (isPresent(value) && typeof value !== 'boolean') sink.add([...path, key], 'INVALID_FIELD', `${key} must be true or false.`);
}

export function checkInteger(node: Node, key: string, path: PathSegment[], sink: IssueSink, min: number, max: number, code = 'INVALID_FIELD'): number | undefined {
  const value = node[key];
  if (!isPresent(value)) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    sink.add([...path, key], code, `${key} must be an integer from ${min} to ${max}.`);
    return undefined;
  }
  return value;
}

const LINK_SCHEMES = new Set(['http:', 'https:', 'discord:']);
const MEDIA_SCHEMES = new Set(['http:', 'https:', 'attachment:']);

function checkUrlValue(value: unknown, at: PathSegment[], sink: IssueSink, schemes: ReadonlySet<string>, max: number, what: string): void {
  if (typeof value !== 'string' || !value) {
    sink.add(at, 'MISSING_FIELD', `${what} is required.`);
    return;
  }
  if (value.length > max) sink.add(at, 'TOO_LONG', `${what} is ${value.length} characters; the limit is ${max}.`);
  let scheme: string | null = null;
  try {
    scheme = new URL(value).protocol;
  } catch {
    // not a URL at all; reported below
  }
  if (!scheme || !schemes.has(scheme)) {
    sink.add(at, 'INVALID_URL', `${what} must be a ${[...schemes].map((s) => s.replace(':', '://')).join(', ')} URL.`, value.includes('{{') ? 'Fill the placeholder in this URL.' : undefined);
  }
}

/** A link button's url (http, https or discord scheme, up to 512 characters). */
export function checkLinkUrl(node: Node, path: PathSegment[], sink: IssueSink): void {
  checkUrlValue(node.url, [...path, 'url'], sink, LINK_SCHEMES, LIMITS.buttonUrl, 'url');
}

/** An unfurled media object `{url}` of a thumbnail or gallery item. */
export function checkMedia(node: Node, path: PathSegment[], sink: IssueSink): void {
  const media = node.media;
  if (!isObject(media)) {
    sink.add([...path, 'media'], 'MISSING_FIELD', 'media {url} is required.', 'Give media as {"url": "https://..."}.');
    return;
  }
  checkUrlValue(media.url, [...path, 'media', 'url'], sink, MEDIA_SCHEMES, LIMITS.mediaUrl, 'media.url');
}

/** The optional `description` of thumbnails and gallery items: Discord refuses an empty one. */
export function checkMediaDescription(node: Node, path: PathSegment[], sink: IssueSink): void {
  checkText(node, 'description', path, sink, { min: 1, max: LIMITS.mediaDescription, what: 'description' });
}

/** A custom_id (1..100 characters) that must be unique in the message. */
export function checkCustomId(node: Node, path: PathSegment[], sink: IssueSink, required: boolean): void {
  const value = checkText(node, 'custom_id', path, sink, { required, min: 1, max: LIMITS.customId, what: 'custom_id' });
  if (value === undefined || !value) return;
  const first = sink.customIds.get(value);
  if (first) {
    sink.add([...path, 'custom_id'], 'DUPLICATE_CUSTOM_ID', `custom_id "${value}" is already used in this message.`, 'Give every interactive component its own custom_id.');
  } else sink.customIds.set(value, [...path, 'custom_id']);
}

/** A component emoji `{name, id?}`. */
export function checkEmoji(node: Node, path: PathSegment[], sink: IssueSink): void {
  const emoji = node.emoji;
  if (!isPresent(emoji)) return;
  const at = [...path, 'emoji'];
  if (!isObject(emoji)) {
    sink.add(at, 'INVALID_FIELD', 'emoji must be an object {name, id?}.');
    return;
  }
  checkText(emoji, 'name', at, sink, { required: true, min: 1, max: LIMITS.emojiName, what: 'emoji name' });
  if (isPresent(emoji.id) && (typeof emoji.id !== 'string' || !/^\d{17,20}$/.test(emoji.id))) sink.add([...at, 'id'], 'INVALID_FIELD', 'emoji id must be a snowflake string.');
}
