import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchFor, searchSession, type Session } from './mcp-session.js';

/** A case's label, the request, and the tool the request must find first. */
export type FirstMatchCase = readonly [label: string, request: string, tool: string];

/**
 * Inside a describe: one progressive-surface session for its tests (opened before, closed after), and one test per
 * case that the request's first match over that real MCP session is the tool; with `strong`, also that the answer
 * does not call the match weak. Returns the session for the describe's other tests.
 */
export function itFindsFirst(cases: readonly FirstMatchCase[], title: (...c: FirstMatchCase) => string, options: { strong?: boolean } = {}): () => Session {
  let session: Session;
  beforeAll(async () => {
    session = await searchSession();
  });
  afterAll(() => session?.close());
  for (const [label, request, tool] of cases) {
    it(title(label, request, tool), async () => {
      const out = await searchFor(session, request);
      expect(out.matches[0]?.name).toBe(tool);
      if (options.strong) expect(out.weak).toBeUndefined();
    });
  }
  return () => session;
}
