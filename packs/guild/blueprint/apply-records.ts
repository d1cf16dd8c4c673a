import type { Blueprint } from './blueprint-schema.js';
import type { Digest } from '../../shared/blueprint-state/canonical-json.js';
import type { Bindings, Fields, ResourceKind } from './resource-model.js';

/**
 * Progress of one plan's apply, persisted (sealed) before each Discord write (naming it in flight) and after it. The
 * ids say whose it is: a checkpoint that names another plan, bot or guild than the apply reading it is refused.
 */
export interface Checkpoint {
  plan_id: Digest;
  bot_id: string;
  guild_id: string;
  version: number;
  /**
   * The operation whose write was being sent when this was saved: its outcome is unknown until the guild is read
   * again, so whoever resumes looks for it there before sending it again.
   */
  in_flight: string | null;
  completed: string[];
  bindings: Bindings;
  snapshot_id_before: Digest | null;
}

/** What a completed apply left behind: the evidence tool compares the live guild with it. */
export interface AppliedRecord {
  schema: 'chat-mcp.blueprint-applied.v1';
  plan_id: Digest;
  approval_id: Digest;
  blueprint_id: Digest;
  blueprint: Blueprint;
  target: { guild_id: string; bot_id: string };
  bindings: Bindings;
  resources: { key: string; kind: ResourceKind; id: string | null; fields: Fields }[];
  snapshot_id_after: Digest;
  completed_at: string;
}
