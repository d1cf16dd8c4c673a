import * as z from 'zod';

/**
 * Uploads (emojis, stickers, soundboard sounds) arrive as base64 data URIs. These helpers check type and size
 * in the input schema, so an oversized or wrong-typed file is refused before anything is sent to Discord.
 */

export const KIB = 1024;

export interface DecodedDataUri {
  mime: string;
  data: Buffer;
}

const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+);base64,(.*)$/s;

/** Bytes a base64 payload decodes to, computed from its length (no decoding). */
export function base64Size(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** Splits a data URI into its MIME type and decoded bytes. Only call it on input the schema accepted. */
export function parseDataUri(uri: string): DecodedDataUri {
  const m = DATA_URI.exec(uri);
  if (!m) throw new TypeError('not a base64 data URI');
  return { mime: m[1]!, data: Buffer.from(m[2]!, 'base64') };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A base64 data URI of one of `mimeTypes`, at most `maxBytes` once decoded. The pattern shows in the JSON Schema;
 * the size and padding rules are checked by refinements (they would not fit a pattern).
 */
export function dataUri(options: { mimeTypes: readonly string[]; maxBytes: number; what: string }) {
  const { mimeTypes, maxBytes, what } = options;
  const pattern = new RegExp(`^data:(${mimeTypes.map(escapeRegex).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);
  const limit = maxBytes % KIB === 0 ? `${maxBytes / KIB} KiB` : `${maxBytes} bytes`;
  return z
    .string()
    .regex(pattern, `must be a base64 data URI of ${what} (data:<type>;base64,...)`)
    .refine((v) => (v.length - v.indexOf(',') - 1) % 4 === 0, 'base64 payload length must be a multiple of 4')
    .refine((v) => base64Size(v.slice(v.indexOf(',') + 1)) <= maxBytes, `file must be at most ${limit}`)
    .describe(`base64 data URI of ${what}, at most ${limit}`);
}

/** Length in seconds of a PCM WAV file from its RIFF header, or null when it cannot be read. */
export function wavDurationSeconds(data: Buffer): number | null {
  if (data.length < 12 || data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WAVE') return null;
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= data.length) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= data.length) byteRate = data.readUInt32LE(offset + 16);
    if (id === 'data') return byteRate > 0 ? size / byteRate : null;
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** Discord's upload rules, in one place. */
export const EMOJI_IMAGE = dataUri({ mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 256 * KIB, what: 'a PNG, JPEG, GIF or WEBP image' });

export const STICKER_FILE_TYPES = { 1: ['image/png'], 2: ['image/png', 'image/apng'], 3: ['application/json'], 4: ['image/gif'] } as const;
export const STICKER_FILE = dataUri({ mimeTypes: ['image/png', 'image/apng', 'application/json', 'image/gif'], maxBytes: 512 * KIB, what: 'a PNG, APNG, GIF or Lottie JSON file' });

export const MAX_SOUND_SECONDS = 5.2;
export const SOUND_FILE = dataUri({ mimeTypes: ['audio/mpeg', 'audio/ogg', 'audio/wav'], maxBytes: 512 * KIB, what: 'an MP3, OGG or WAV clip (max 5.2 s)' }).refine((v) => {
  if (!v.startsWith('data:audio/wav;')) return true; // MP3/OGG length is checked by Discord
  const seconds = wavDurationSeconds(parseDataUri(v).data);
  return seconds === null || seconds <= MAX_SOUND_SECONDS;
}, `sound must be at most ${MAX_SOUND_SECONDS} seconds long`);
