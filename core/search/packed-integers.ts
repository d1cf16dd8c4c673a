/**
 * Integer arrays as the search artefact packs them (scripts/search/pack-integers.ts writes them), each read by one
 * small function. They are read where they are used, not decoded whole at load: a decoding loop over hundreds of
 * thousands of entries runs unoptimised in a fresh process and cost more start-up time than the smaller file saved
 * (bench/README.md has the sizes and times).
 */

/**
 * The unsigned varints (LEB128: seven bits a byte, lowest first; a byte under 0x80 ends a number) in bytes `from` to
 * `to`, which hold whole varints.
 */
export function readVarints(bytes: Uint8Array, from: number, to: number): number[] {
  const values: number[] = [];
  let value = 0;
  let unit = 1;
  for (let i = from; i < to; i++) {
    const byte = bytes[i]!;
    // Multiplied, not shifted: a 32-bit value's fifth byte would overflow a shift's signed 32 bits.
    value += (byte & 0x7f) * unit;
    if (byte < 0x80) {
      values.push(value);
      value = 0;
      unit = 1;
    } else unit *= 0x80;
  }
  return values;
}

/** Runs per stored start: see `runStart`. */
export const RUN_BLOCK = 64;

/**
 * Where run r starts, for runs stored back to back and described by their lengths (`counts`, one byte each where
 * they fit) and the start of every RUN_BLOCK-th run (`blockStarts`): a fourth of the bytes of a start per run, read
 * with at most RUN_BLOCK - 1 additions.
 */
export function runStart(counts: Uint8Array | Uint16Array, blockStarts: Uint32Array, run: number): number {
  let at = blockStarts[Math.floor(run / RUN_BLOCK)]!;
  for (let i = run - (run % RUN_BLOCK); i < run; i++) at += counts[i]!;
  return at;
}
