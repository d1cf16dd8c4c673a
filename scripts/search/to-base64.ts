/** A typed array as base64 text inside the JSON search artefact (core/search/base64-arrays.ts reads it back). */
export function toBase64(view: ArrayBufferView): string {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64');
}
