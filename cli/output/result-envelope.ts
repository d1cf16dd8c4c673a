/** The shared result of operator commands (SPEC 2.4): one JSON line with --json, a readable report otherwise. */
export interface ResultEnvelope<D extends object = Record<string, unknown>> {
  ok: boolean;
  exitCode: 0 | 1 | 2;
  summary: string;
  details: string[];
  warnings: string[];
  errors: string[];
  data: D;
}

export function envelope<D extends object>(parts: Omit<ResultEnvelope<D>, 'ok'> & { ok?: boolean }): ResultEnvelope<D> {
  return { ok: parts.ok ?? parts.exitCode === 0, ...parts };
}

/** Writes the envelope: exactly one JSON line, or a short human report. Returns the exit code. */
export function printEnvelope(out: NodeJS.WritableStream, result: ResultEnvelope, json: boolean): number {
  if (json) {
    out.write(`${JSON.stringify(result)}\n`);
    return result.exitCode;
  }
  const lines = [result.summary, ...result.details.map((d) => `  ${d}`)];
  for (const w of result.warnings) lines.push(`warning: ${w}`);
  for (const e of result.errors) lines.push(`error: ${e}`);
  out.write(`${lines.join('\n')}\n`);
  return result.exitCode;
}
