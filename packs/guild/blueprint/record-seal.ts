import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

export type SealedRead<T> = { state: 'missing' } | { state: 'tampered' } | { state: 'ok'; value: T };

const HEX_MAC = /^[a-f0-9]{64}$/;

/**
 * The HMAC seal every blueprint record carries, whichever backend stores it: `{value, mac}` with the MAC over the
 * kind and the canonical value. A record edited by hand or sealed under another key reads as tampered.
 */
export class RecordSeal {
  /** `key` is asked for on first use (the folder backend creates its key file lazily). */
  constructor(private readonly key: () => Buffer) {}

  /** HMAC-SHA256 of a kind-tagged canonical value, hex. */
  mac(kind: string, value: unknown): string {
    return createHmac('sha256', this.key()).update(`${kind}\n`).update(canonicalJson(value)).digest('hex');
  }

  verifyMac(kind: string, value: unknown, mac: string): boolean {
    const expected = Buffer.from(this.mac(kind, value), 'hex');
    const given = HEX_MAC.test(mac) ? Buffer.from(mac, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The stored text of a record; `indent` for files a person may open. */
  seal(kind: string, value: unknown, indent?: number): string {
    return JSON.stringify({ value, mac: this.mac(kind, value) }, null, indent);
  }

  unseal<T>(kind: string, text: string | null): SealedRead<T> {
    if (text === null) return { state: 'missing' };
    try {
      const parsed = JSON.parse(text) as { value?: unknown; mac?: unknown };
      if (parsed.value === undefined || typeof parsed.mac !== 'string' || !this.verifyMac(kind, parsed.value, parsed.mac)) return { state: 'tampered' };
      return { state: 'ok', value: parsed.value as T };
    } catch {
      return { state: 'tampered' };
    }
  }
}
