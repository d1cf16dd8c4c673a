import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { PlatformClient } from '../../core/platform/platform-client.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { grantBot, MESSAGING_PERMISSIONS } from '../helpers/message-seed.js';

/**
 * PlatformRequest.sendCheck, the hook a blueprint apply fences its Discord writes with (issue 33, finding 3): it runs
 * right before each attempt goes on the wire, after the rate-limit waits; when it refuses, nothing is sent and the
 * caller gets its very error, never a platform error or a retry.
 */
describe('a request’s send check', () => {
  const emu = useEmulator();
  const route = `/channels/${IDS.text}/messages` as const;
  const client = () => new PlatformClient(buildConfig(emulatorEnv(emu.current)), createLogger('warn'));
  const posts = () => emu.current.log.entries.filter((e) => e.method === 'POST' && e.path === route);

  it('refusing: nothing reaches Discord and the caller gets the refusal itself', async () => {
    grantBot(emu.current.state, MESSAGING_PERMISSIONS);
    class Refused extends Error {}
    const refusal = new Refused('lease lost');
    const sent = client().request({ method: 'POST', route, body: { content: 'never sent' }, sendCheck: async () => Promise.reject(refusal) });
    await expect(sent).rejects.toBe(refusal);
    expect(posts()).toEqual([]);
  });

  it('passing: the write goes out once; after a 429 the check runs again before the second attempt', async () => {
    grantBot(emu.current.state, MESSAGING_PERMISSIONS);
    emu.current.faults.inject({ method: 'POST', path: route, status: 429, retryAfter: 0.05 });
    const checkedAt: number[] = [];
    const message = await client().request<{ content: string }>({ method: 'POST', route, body: { content: 'sent once' }, sendCheck: async () => void checkedAt.push(posts().length) });
    expect(message.content).toBe('sent once');
    // Checked before the first attempt (nothing sent yet) and again before the retry (the 429 had arrived).
    expect(checkedAt).toEqual([0, 1]);
    expect(posts().map((e) => e.status)).toEqual([429, 200]);
  });
});
