/** Upload payloads for the expression and application tests (emojis, stickers, sounds, app emojis). */

/** A real 1x1 PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A real 1x1 GIF. */
export const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const pngUri = `data:image/png;base64,${PNG_BASE64}`;
export const gifUri = `data:image/gif;base64,${GIF_BASE64}`;

/** A data URI whose payload decodes to exactly `bytes` bytes. */
export const sizedUri = (mime: string, bytes: number) => `data:${mime};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

/** A PCM WAV clip (8 kHz, 8-bit mono) of the given length. */
export function wavUri(seconds: number): string {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // byte rate
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return `data:audio/wav;base64,${Buffer.concat([header, Buffer.alloc(samples, 128)]).toString('base64')}`;
}

/** Permission bits the expression tests grant the bot. */
export const PERM = {
  VIEW: 1n << 10n,
  CONNECT: 1n << 20n,
  SPEAK: 1n << 21n,
  MANAGE_GUILD_EXPRESSIONS: 1n << 30n,
  USE_SOUNDBOARD: 1n << 42n,
  CREATE_GUILD_EXPRESSIONS: 1n << 43n,
  USE_EXTERNAL_SOUNDS: 1n << 45n,
} as const;
