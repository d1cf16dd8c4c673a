/** A fault to inject into requests whose method and path match, for the next `times` matches. */
export interface FaultSpec {
  method?: string;
  /** Matched against the concrete path below /api/v10. */
  path: string | RegExp;
  /** Answer with this status instead (429 adds Retry-After and a Discord rate-limit body). */
  status?: 429 | 500 | 502 | 503;
  /** Scope reported on an injected 429. */
  scope?: 'user' | 'global' | 'shared';
  retryAfter?: number;
  /** Delay the answer; with `applyThenFail` the effect is applied before the delay/failure. */
  latencyMs?: number;
  /** Destroy the socket without answering. */
  drop?: boolean;
  /** Apply the request's effect, then fail (models "the write happened but the answer was lost"). */
  applyThenFail?: boolean;
  /** How many matching requests it affects; default 1. */
  times?: number;
}

interface ActiveFault extends FaultSpec {
  remaining: number;
}

/** Scriptable faults per test. A fault answers before the handler runs unless `applyThenFail` is set. */
export class FaultPlan {
  private readonly faults: ActiveFault[] = [];

  inject(spec: FaultSpec): void {
    this.faults.push({ ...spec, remaining: spec.times ?? 1 });
  }

  take(method: string, path: string): FaultSpec | undefined {
    const fault = this.faults.find(
      (f) => f.remaining > 0 && (!f.method || f.method === method) && (typeof f.path === 'string' ? f.path === path : f.path.test(path)),
    );
    if (!fault) return undefined;
    fault.remaining--;
    return fault;
  }

  clear(): void {
    this.faults.length = 0;
  }
}
