/**
 * Where blueprint stages report to the activity journal (SPEC 2.6). The journal itself (`core/journal/`) is
 * being built separately; until it exists this port records nothing. Callers pass only predefined values,
 * never ids, names or payloads, so wiring the real journal in later cannot leak anything.
 */
export type BlueprintStage = 'blueprint_plan' | 'blueprint_apply_start' | 'blueprint_apply_end' | 'blueprint_evidence';
export type ActivityStatus = 'ok' | 'warning' | 'failed';
export type ActivityOutcome = 'ready' | 'already_current' | 'blocked' | 'no_match' | 'complete' | 'partial' | 'busy' | 'stale' | 'started' | 'verified' | 'drifted' | 'not_found' | 'interrupted';

export function recordActivity(_stage: BlueprintStage, _status: ActivityStatus, _outcome: ActivityOutcome, _transport: 'stdio' | 'http' | 'in-memory'): void {
  // Intentionally empty until core/journal exists (see the module comment).
}
