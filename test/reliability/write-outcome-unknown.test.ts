import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { errorCode, errorDetail } from '../helpers/error-result.js';
import { emulatorEnv, inMemorySession, type Session } from '../helpers/mcp-session.js';
import { grantBot, MESSAGING_PERMISSIONS, seedMessage } from '../helpers/message-seed.js';

const MESSAGES_ROUTE = new RegExp(`^/channels/${IDS.text}/messages$`);
const MESSAGE_ROUTE = new RegExp(`^/channels/${IDS.text}/messages/\\d+$`);

/**
 * Issue 24 item 3: Discord may apply a write and still answer 5xx. A 5xx to any write is therefore an unknown
 * outcome (never "retriable"), sent once, with a next step naming the read tool that shows whether it landed;
 * reads keep their retries.
 */
describe('a 5xx to a write is an unknown outcome', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    grantBot(emu.current.state, MESSAGING_PERMISSIONS);
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }));
  });
  afterAll(() => session?.close());

  it('messages_send applied, then answered 502: PLATFORM_OUTCOME_UNKNOWN, not retriable, read back with a messages tool', async () => {
    emu.current.faults.inject({ method: 'POST', path: MESSAGES_ROUTE, status: 502, applyThenFail: true });
    const result = await call('messages_send', { channel_id: IDS.text, content: 'posted once' });
    expect(errorCode(result)).toBe('PLATFORM_OUTCOME_UNKNOWN');
    expect(errorDetail(result, 'retriable')).toBe(false);
    expect(errorDetail(result, 'status')).toBe(502);
    const hint = String(errorDetail(result, 'recovery_hint'));
    expect(hint).toMatch(/read the resource back/);
    expect(hint).toMatch(/\bmessages_(read|get)\b/);
    expect(emu.current.log.count({ method: 'POST', path: MESSAGES_ROUTE })).toBe(1);
    expect(emu.current.log.appliedWrites()).toHaveLength(1);
  });

  it('a PATCH and a DELETE answered 5xx are unknown outcomes too, each sent once, naming their read tools', async () => {
    const own = seedMessage(emu.current.state, { channel_id: IDS.text, author_id: IDS.bot, content: 'to edit', ageMs: 60_000 });
    emu.current.faults.inject({ method: 'PATCH', path: MESSAGE_ROUTE, status: 503, applyThenFail: true });
    const edited = await call('messages_edit', { channel_id: IDS.text, message_id: own.id, content: 'changed behind a 503' });
    expect(errorCode(edited)).toBe('PLATFORM_OUTCOME_UNKNOWN');
    expect(errorDetail(edited, 'retriable')).toBe(false);
    expect(String(errorDetail(edited, 'recovery_hint'))).toMatch(/\bmessages_get\b/);
    expect(emu.current.log.count({ method: 'PATCH' })).toBe(1);

    const doomed = seedMessage(emu.current.state, { channel_id: IDS.text, author_id: memberIds[0]!, content: 'to delete', ageMs: 60_000 });
    emu.current.faults.inject({ method: 'DELETE', path: MESSAGE_ROUTE, status: 500, applyThenFail: true });
    const deleted = await call('messages_delete', { channel_id: IDS.text, message_id: doomed.id, __confirm: true });
    expect(errorCode(deleted)).toBe('PLATFORM_OUTCOME_UNKNOWN');
    expect(String(errorDetail(deleted, 'recovery_hint'))).toMatch(/\bmessages_get\b/);
    expect(emu.current.log.count({ method: 'DELETE' })).toBe(1);
  });

  it('a read answered 5xx is still retried and succeeds', async () => {
    emu.current.faults.inject({ method: 'GET', path: MESSAGES_ROUTE, status: 502, times: 2 });
    const result = await call('messages_read', { channel_id: IDS.text });
    expect(result.isError).toBeFalsy();
    expect(emu.current.log.count({ method: 'GET', path: MESSAGES_ROUTE })).toBe(3);
  });

  it('a read that keeps failing stays PLATFORM_UNAVAILABLE and retriable', async () => {
    emu.current.faults.inject({ method: 'GET', path: MESSAGES_ROUTE, status: 503, times: 3 });
    const result = await call('messages_read', { channel_id: IDS.text });
    expect(errorCode(result)).toBe('PLATFORM_UNAVAILABLE');
    expect(errorDetail(result, 'retriable')).toBe(true);
  });
});
