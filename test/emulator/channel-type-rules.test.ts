import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { IDS } from '../helpers/community-fixture.js';
import { CH, channelsFixture } from '../packs/channels-fixture.js';

/**
 * Raw HTTP against the emulator: Discord's answers to a request on a channel of the wrong type, which the server
 * now refuses before sending (test/policy/channel-type.test.ts). The emulator must still answer as Discord does.
 */
describe('emulator: channel type rules', () => {
  let emu: Emulator;
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emu.url}/v10${path}`, {
      method,
      headers: { Authorization: `Bot ${emu.state.botToken}`, 'Content-Type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null };
  };

  beforeAll(async () => {
    emu = await startEmulator({ seed: channelsFixture(), validateResponses: true });
  });
  afterAll(() => emu.close());

  it.each([
    ['following a text channel', 'POST', `/channels/${IDS.text}/followers`, { webhook_channel_id: IDS.text }, 400, 50024],
    ['crossposting in a text channel', 'POST', `/channels/${IDS.text}/messages/2000000000000009999/crosspost`, undefined, 400, 50024],
    ['a message in a category', 'POST', `/channels/${CH.category}/messages`, { content: 'hi' }, 400, 50008],
    ['a message in a forum', 'POST', `/channels/${CH.forum}/messages`, { content: 'hi' }, 400, 50008],
    ['a thread from a message in a voice channel', 'POST', `/channels/${IDS.voice}/messages/2000000000000009999/threads`, { name: 'x' }, 400, 50024],
    ['a soundboard sound in a text channel', 'POST', `/channels/${IDS.text}/send-soundboard-sound`, { sound_id: '2000000000000009997' }, 400, 50024],
    ['joining a text channel as a thread', 'PUT', `/channels/${IDS.text}/thread-members/@me`, undefined, 400, 50024],
    ['an invite to a category', 'POST', `/channels/${CH.category}/invites`, {}, 400, 50024],
    ['a webhook in a category', 'POST', `/channels/${CH.category}/webhooks`, { name: 'hook' }, 400, 50024],
  ])('%s', async (_label, method, path, body, status, code) => {
    const answer = await api(method, path, body);
    expect([answer.status, answer.body?.code]).toEqual([status, code]);
  });

  it('a stage instance on a voice channel: 400 50035 naming channel_id', async () => {
    const answer = await api('POST', '/stage-instances', { channel_id: IDS.voice, topic: 'Talk' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 50035, errors: { channel_id: { _errors: [{ code: 'CHANNEL_TYPE_INVALID' }] } } });
  });

  it('a forum post body on a text channel is read as a thread without a starter message (a private thread by default)', async () => {
    // Discord's one thread route picks the request form by the channel: on a text channel the starter message is
    // ignored and the default type is a private thread, so without Create Private Threads (this bot) the answer is
    // 403 50013: the "missing permission" the server used to relay for a forum post sent to a text channel.
    const answer = await api('POST', `/channels/${IDS.text}/threads`, { name: 'Question', message: { content: 'hi' } });
    expect([answer.status, answer.body?.code]).toEqual([403, 50013]);
  });
});
