import type { Blocker } from './planner.js';
import { tamperedBecause, type SealedRead, type TamperReason } from '../../shared/blueprint-state/record-seal.js';

/**
 * A stored record as far as it can be trusted: its seal (checked by the backend) and then the ids inside it, which
 * must name the plan, bot and guild of the request. A record whose ids disagree reads as tampered (`mismatch`).
 */
export function checkedRecord<T>(read: SealedRead<T>, idsMatch: (value: T) => boolean): SealedRead<T> {
  return read.state === 'ok' && !idsMatch(read.value) ? { state: 'tampered', reason: 'mismatch' } : read;
}

/**
 * The refusal for an untrusted record. One sealed by an earlier version goes away with a new plan; one that was
 * edited or copied sits at its place until someone removes it, so the hint names that place.
 */
export function tamperedBlocker(code: string, record: string, reason: TamperReason, where: string, next: { replan: string; afterRemoval: string }): Blocker {
  return {
    code,
    message: `the stored ${record} ${tamperedBecause(reason)}`,
    resource: null,
    recovery_hint: reason === 'unbound' ? next.replan : `Do not trust it: remove ${where} (only someone who can write to the blueprint state could have put it there), then ${next.afterRemoval}.`,
  };
}
