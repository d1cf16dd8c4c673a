import type { SealedRead } from './record-seal.js';

/** The least time a lease must still be held, by this replica's own clock, for a Discord write to be sent under it. */
export const SEND_MARGIN_MS = 2_000;

export type RecordKind = 'plans' | 'checkpoints' | 'applied' | 'evidence';

/**
 * Where blueprint plans, checkpoints, apply records and evidence live: a local folder (one process, the default)
 * or Redis (replicas sharing one store). Every record is sealed with an HMAC under the backend's key and bound to
 * its place (`<bot>:<kind>:<id>`), so a record copied to another place reads as tampered; records are kept per bot
 * (the folder backend is one bot's by construction: a folder per installation).
 */
export interface BlueprintState {
  readonly backend: 'folder' | 'redis';
  /** HMAC-SHA256 of a kind-tagged canonical value, hex (plan tokens, evidence records). */
  mac(kind: string, value: unknown): string;
  verifyMac(kind: string, value: unknown, mac: string): boolean;
  read<T>(bot: string, kind: RecordKind, id: string): Promise<SealedRead<T>>;
  write(bot: string, kind: RecordKind, id: string, value: unknown): Promise<void>;
  /** One apply per plan at a time: the lease, or null while another live apply holds it. */
  lease(bot: string, planHex: string): Promise<ApplyLease | null>;
  /** Where a record is kept, for an operator who must remove it (a Redis key or a file path). */
  where(bot: string, kind: RecordKind, id: string): string;
}

/** The right to apply one plan. Writes through it are fenced: after the lease is lost they are refused. */
export interface ApplyLease {
  write(kind: 'checkpoints' | 'applied', id: string, value: unknown): Promise<void>;
  /** The record, read under the lease (an apply that finished while this one waited is seen). */
  read<T>(kind: 'checkpoints' | 'applied', id: string): Promise<SealedRead<T>>;
  /**
   * Called right before each Discord write goes on the wire: resolves only while this lease is certainly held for
   * SEND_MARGIN_MS more (renewing it first when it is close to running out), else throws LeaseLostError. A replica
   * that stalled past its lease therefore sends nothing once it resumes.
   */
  sendCheck(): Promise<void>;
  release(): Promise<void>;
}

/** The shared store did not answer (connection lost, timed out): nothing was recorded by the failed call. */
export class StateUnavailableError extends Error {
  override readonly name = 'StateUnavailableError';
}

/** This apply's lease expired or was taken over (a stall longer than the lease): its writes are refused. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}
