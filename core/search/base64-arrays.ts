/**
 * Typed arrays as base64 text inside the JSON search artefact: they load with a copy instead of a parse of
 * hundreds of thousands of numbers, and hold a few bytes per entry instead of a JS array's eight or more. The build
 * writes them (scripts/search/to-base64.ts).
 */

/** A typed array over base64 bytes (copied, so the view is aligned for its element size). */
export function fromBase64<T>(text: string, make: (buffer: ArrayBuffer) => T): T {
  const buffer = Buffer.from(text, 'base64');
  return make(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}
