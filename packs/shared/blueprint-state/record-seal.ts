import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

/**
 * Why a stored record is not trusted: `edited` (its MAC fails: changed by hand, or sealed under another key),
 * `moved` (intact, but sealed for another `<bot>:<kind>:<id>`: copied here from another record's place), `unbound`
 * (sealed by a version before records were bound to their place) or `mismatch` (the ids inside it name another
 * plan, bot or guild than the request).
 */
export type TamperReason = 'edited' | 'moved' | 'unbound' | 'mismatch';

export type SealedRead<T> = { state: 'missing' } | { state: 'tampered'; reason: TamperReason } | { state: 'ok'; value: T };

const HEX_MAC = /^[a-f0-9]{64}$/;
/** The envelope version that binds a record to its place; records without it come from an earlier version. */
const BOUND = 2;

/** Where a record lives, as its seal names it: `<bot>:<kind>:<id>` (the folder backend keeps one bot per folder). */
export const placeOf = (bot: string, kind: string, id: string) => `${bot}:${kind}:${id}`;

/**
 * The HMAC seal every blueprint record carries, whichever backend stores it: `{v, place, value, mac}` with the MAC
 * over the place (`<bot>:<kind>:<id>`) and the canonical value. A record edited by hand, sealed under another key,
 * or copied from one place to another reads as tampered.
 */
export class RecordSeal {
  /** `key` is asked for on first use (the folder backend creates its key file lazily). */
  constructor(private readonly key: () => Buffer) {}

  /** HMAC-SHA256 of a kind-tagged canonical value, hex (plan tokens and evidence records, which carry their own ids). */
  mac(kind: string, value: unknown): string {
    return createHmac('sha256', this.key()).update(`${kind}\n`).update(canonicalJson(value)).digest('hex');
  }

  verifyMac(kind: string, value: unknown, mac: string): boolean {
    const expected = Buffer.from(this.mac(kind, value), 'hex');
    const given = HEX_MAC.test(mac) ? Buffer.from(mac, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The stored text of the record kept at `place`; `indent` for files a person may open. */
  seal(place: string, value: unknown, indent?: number): string {
    return JSON.stringify({ v: BOUND, place, value, mac: this.mac(`record v${BOUND} ${place}`, value) }, null, indent);
  }

  /** Reads the text found at `place`: ok only when its MAC holds and it was sealed for exactly this place. */
  unseal<T>(place: string, text: string | null): SealedRead<T> {
    if (text === null) return { state: 'missing' };
    let parsed: { v?: unknown; place?: unknown; value?: unknown; mac?: unknown };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return { state: 'tampered', reason: 'edited' };
    }
    if (!parsed || typeof parsed !== 'object' || parsed.value === undefined || typeof parsed.mac !== 'string') return { state: 'tampered', reason: 'edited' };
    if (parsed.v === undefined && parsed.place === undefined) return { state: 'tampered', reason: 'unbound' };
    if (parsed.v !== BOUND || typeof parsed.place !== 'string' || !this.verifyMac(`record v${BOUND} ${parsed.place}`, parsed.value, parsed.mac)) return { state: 'tampered', reason: 'edited' };
    if (parsed.place !== place) return { state: 'tampered', reason: 'moved' };
    return { state: 'ok', value: parsed.value as T };
  }
}

/** The sentence that follows "the stored <record>" in a refusal. */
export function tamperedBecause(reason: TamperReason): string {
  switch (reason) {
    case 'edited':
      return 'fails its HMAC seal: it was edited, or sealed under another key than this installation’s';
    case 'moved':
      return 'is sealed for another plan or bot: it was copied here from another record’s place';
    case 'unbound':
      return 'was sealed by an earlier chat-mcp version, before records were bound to the place they are stored under, and is no longer trusted';
    case 'mismatch':
      return 'names another plan, bot or guild than this request: it was copied here from another record';
  }
}
