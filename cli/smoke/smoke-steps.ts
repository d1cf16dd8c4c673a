/** One step of a smoke run as the result envelope reports it (`data.steps`). */
export interface SmokeStep {
  name: string;
  /** `cleanup` steps remove what an earlier step created after a failure; `lifecycle` steps are the planned run. */
  phase: 'check' | 'lifecycle' | 'cleanup';
  status: 'passed' | 'failed' | 'skipped';
  duration_ms: number;
  error?: string;
}

/** Records steps in order and shows progress on a terminal (stderr only, so stdout stays the result). */
export class StepRecorder {
  readonly steps: SmokeStep[] = [];

  constructor(private readonly progress?: NodeJS.WritableStream) {}

  /** Runs one step; its failure is recorded and rethrown so the lifecycle can stop and clean up. */
  async run<T>(name: string, phase: SmokeStep['phase'], work: () => Promise<T>): Promise<T> {
    this.progress?.write(`smoke: ${name} ...\n`);
    const started = performance.now();
    try {
      const value = await work();
      this.steps.push({ name, phase, status: 'passed', duration_ms: elapsed(started) });
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.steps.push({ name, phase, status: 'failed', duration_ms: elapsed(started), error: message });
      this.progress?.write(`smoke: ${name} failed\n`);
      throw error;
    }
  }

  skip(names: readonly string[], phase: SmokeStep['phase'] = 'lifecycle'): void {
    for (const name of names) this.steps.push({ name, phase, status: 'skipped', duration_ms: 0 });
  }

  get failed(): SmokeStep[] {
    return this.steps.filter((s) => s.status === 'failed');
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
