import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ArtefactLedger, uniqueSmokeName } from '../../cli/smoke/smoke-artefacts.js';
import { SmokeToolError, type SmokeSession } from '../../cli/smoke/smoke-session.js';
import { StepRecorder } from '../../cli/smoke/smoke-steps.js';

/** A session double that records calls and fails the tools named in `failing`. */
function fakeSession(failing: string[] = []): SmokeSession & { calls: [string, Record<string, unknown>][] } {
  const calls: [string, Record<string, unknown>][] = [];
  return {
    calls,
    tools: new Set(),
    close: async () => undefined,
    async call(name, args = {}) {
      calls.push([name, args]);
      if (failing.includes(name)) throw new SmokeToolError(name, 'PLATFORM_UNAVAILABLE', 'injected');
      return {};
    },
  };
}

describe('smoke artefact ledger and cleanup', () => {
  it('removes a message together with its channel, and reports nothing left', async () => {
    const ledger = new ArtefactLedger();
    ledger.add({ kind: 'channel', id: '3000000000000000001' });
    ledger.add({ kind: 'message', id: '3000000000000000002', channelId: '3000000000000000001' });
    expect(ledger.cleanupState(false)).toEqual({ state: 'failed', leftovers: [{ kind: 'channel', id: '3000000000000000001' }, { kind: 'message', id: '3000000000000000002' }] });

    const session = fakeSession();
    const recorder = new StepRecorder();
    await ledger.cleanUp(session, recorder, '3000000000000000009');
    // One call: the channel delete (confirmed) takes the message with it.
    expect(session.calls).toEqual([['channels_delete', { channel_id: '3000000000000000001', __confirm: true }]]);
    expect(recorder.steps.map((s) => `${s.phase}:${s.name}:${s.status}`)).toEqual(['cleanup:cleanup_delete_channel:passed']);
    expect(ledger.cleanupState(true)).toEqual({ state: 'clean', leftovers: [] });
  });

  it('keeps going after a failed cleanup step and reports exactly what is left', async () => {
    const ledger = new ArtefactLedger();
    ledger.add({ kind: 'template', id: 'smokeCode1' });
    ledger.add({ kind: 'channel', id: '3000000000000000003' });
    const session = fakeSession(['templates_delete']);
    const recorder = new StepRecorder();
    await ledger.cleanUp(session, recorder, '3000000000000000009');
    expect(session.calls.map(([name]) => name)).toEqual(['channels_delete', 'templates_delete']);
    expect(session.calls[1]![1]).toEqual({ guild_id: '3000000000000000009', template_code: 'smokeCode1', __confirm: true });
    expect(recorder.failed.map((s) => s.name)).toEqual(['cleanup_delete_template']);
    expect(recorder.failed[0]!.error).toContain('PLATFORM_UNAVAILABLE');
    expect(ledger.cleanupState(true)).toEqual({ state: 'failed', leftovers: [{ kind: 'template', id: 'smokeCode1' }] });
  });

  it('needs no cleanup when the lifecycle removed everything itself', () => {
    const ledger = new ArtefactLedger();
    ledger.add({ kind: 'channel', id: '3000000000000000004' });
    ledger.markRemoved('channel', '3000000000000000004');
    expect(ledger.cleanupState(false)).toEqual({ state: 'not_needed', leftovers: [] });
  });

  it('names artefacts uniquely and recognisably', () => {
    const at = new Date('2026-11-22T21:30:05.123Z');
    const a = uniqueSmokeName('chat-mcp-smoke', at);
    expect(a).toMatch(/^chat-mcp-smoke-20261122213005-[0-9a-f]{6}$/);
    expect(uniqueSmokeName('chat-mcp-smoke', at)).not.toBe(a);
  });
});

describe('smoke step recorder', () => {
  it('times each step, records failures with their message, and writes progress only where asked', async () => {
    const progress = new PassThrough();
    let shown = '';
    progress.on('data', (c: Buffer) => (shown += c.toString()));
    const recorder = new StepRecorder(progress);
    await recorder.run('verify_identity', 'check', async () => 'ok');
    await expect(recorder.run('create_channel', 'lifecycle', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    recorder.skip(['send_message']);
    expect(recorder.steps).toEqual([
      { name: 'verify_identity', phase: 'check', status: 'passed', duration_ms: expect.any(Number) },
      { name: 'create_channel', phase: 'lifecycle', status: 'failed', duration_ms: expect.any(Number), error: 'boom' },
      { name: 'send_message', phase: 'lifecycle', status: 'skipped', duration_ms: 0 },
    ]);
    expect(shown).toContain('smoke: create_channel failed');

    const quiet = new StepRecorder();
    await quiet.run('list_guilds', 'check', async () => undefined);
    expect(quiet.steps).toHaveLength(1);
  });
});
