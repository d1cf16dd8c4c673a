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

/** Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function wantsColour(out: NodeJS.WritableStream, env: NodeJS.ProcessEnv = process.env): boolean {
  return (out as { isTTY?: boolean }).isTTY === true && !env.NO_COLOR;
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Writes the envelope: exactly one JSON line, or a short human report. Returns the exit code. */
export function printEnvelope(out: NodeJS.WritableStream, result: ResultEnvelope, json: boolean, options: { colour?: boolean } = {}): number {
  if (json) {
    out.write(`${JSON.stringify(result)}\n`);
    return result.exitCode;
  }
  const colour = options.colour ?? wantsColour(out);
  const lines = [paint(colour, result.exitCode === 0 ? 32 : result.exitCode === 1 ? 33 : 31, result.summary), ...result.details.map((d) => `  ${d}`)];
  // Commands put a failure in the summary or a detail line and also in errors (the JSON keeps both): a reader
  // sees each one once.
  const said = [result.summary, ...result.details];
  const unsaid = (line: string) => !said.some((text) => text === line || text.endsWith(` ${line}`));
  for (const w of result.warnings.filter(unsaid)) lines.push(`${paint(colour, 33, 'warning')}: ${w}`);
  for (const e of result.errors.filter(unsaid)) lines.push(`${paint(colour, 31, 'error')}: ${e}`);
  out.write(`${lines.join('\n')}\n`);
  return result.exitCode;
}
