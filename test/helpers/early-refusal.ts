import { expect } from 'vitest';
import { structured } from './mcp-session.js';

/**
 * The server's own role-hierarchy refusal: PRECONDITION_FAILED, explained, with the roles involved in
 * `role_hierarchy` (matched against `facts`), and no write sent to Discord (`writes`: the emulator log's writes).
 */
export function expectEarlyRefusal(result: unknown, writes: unknown[], facts: Record<string, unknown> = {}): void {
  const body = structured(result);
  expect(body).toMatchObject({ code: 'PRECONDITION_FAILED', retriable: false, role_hierarchy: { bot_is_owner: false, ...facts } });
  expect(body.message).toMatch(/was refused before calling Discord/);
  expect(body.recovery_hint).toEqual(expect.any(String));
  expect(writes).toEqual([]);
}
