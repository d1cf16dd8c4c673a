/** Small, dependency-free statistics for benchmark samples (milliseconds unless noted). */

/** The p-th percentile (0..100) of samples, nearest-rank on a sorted copy. */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function median(samples) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds for the report: figures keep three significant decimals at most. */
export function round(value, digits = 3) {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** p50 / p99 / mean / min / max of a sample set, rounded for the report. */
export function summarize(samples) {
  const mean = samples.reduce((sum, s) => sum + s, 0) / Math.max(1, samples.length);
  return {
    n: samples.length,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
    mean: round(mean),
    min: round(Math.min(...samples)),
    max: round(Math.max(...samples)),
  };
}

/** a / b rounded, or null when either side is missing. */
export function ratio(a, b) {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? round(a / b) : null;
}
