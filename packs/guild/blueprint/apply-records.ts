import type { Blueprint } from './blueprint-schema.js';
import type { Digest } from './canonical-json.js';
import type { Bindings, Fields, ResourceKind } from './resource-model.js';

/** Progress of one plan's apply, persisted (sealed) after every successful operation. */
export interface Checkpoint {
  plan_id: Digest;
  version: number;
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
