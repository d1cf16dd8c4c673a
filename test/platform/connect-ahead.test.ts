import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { communityFixture } from '../helpers/community-fixture.js';
import { until } from '../helpers/until.js';
import { emulatorEnv, spawnedSession, type Session } from '../helpers/mcp-session.js';

// The emulators of other tests leave this request out of their log (test/helpers/emulator.ts); these log everything.
describe('connecting to Discord ahead of the first call', () => {
  let emulator: Emulator | undefined;
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    await emulator?.close();
    session = emulator = undefined;
  });

  it('serve sends one GET /gateway without the token once its packs are loaded, and nothing else by itself', async () => {
    emulator = await startEmulator({ seed: communityFixture() });
    const current = emulator;
    session = await spawnedSession(emulatorEnv(current));
    await session.client.listTools();
    const warmedUp = () => current.log.entries.some((e) => e.method === 'GET' && e.path === '/gateway');
    await until(warmedUp, 'GET /gateway at the emulator', 10_000);
    // Nothing else follows by itself, and the one request carried no credential.
    await new Promise((done) => setTimeout(done, 300));
    expect(current.log.entries.map((e) => `${e.method} ${e.path} ${e.status} ${e.authorization ?? 'no-auth'}`)).toEqual(['GET /gateway 200 no-auth']);
  });

  it('a progressive serve spends the time after its listing on search, and connects behind its first answered call', async () => {
    emulator = await startEmulator({ seed: communityFixture() });
    const current = emulator;
    session = await spawnedSession(emulatorEnv(current, { MCP_TOOL_SURFACE: 'progressive' }));
    await session.client.listTools();
    // Long past the idle moment and the search warm-up: the packs and the connection wait for a call.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(current.log.entries).toEqual([]);
    const found = await session.client.callTool({ name: 'mcp_tools_search', arguments: { query: 'who is coming to movie night' } });
    expect(found.isError).toBeFalsy();
    await until(() => current.log.entries.some((e) => e.method === 'GET' && e.path === '/gateway'), 'GET /gateway at the emulator', 10_000);
    await new Promise((done) => setTimeout(done, 300));
    expect(current.log.entries.map((e) => `${e.method} ${e.path} ${e.status} ${e.authorization ?? 'no-auth'}`)).toEqual(['GET /gateway 200 no-auth']);
  });

  it('catalog never reaches Discord, even with a token and an API base given', async () => {
    emulator = await startEmulator({ seed: communityFixture() });
    const current = emulator;
    session = await spawnedSession(emulatorEnv(current), ['catalog']);
    await session.client.listTools();
    await new Promise((done) => setTimeout(done, 1_500));
    expect(current.log.entries).toEqual([]);
  });
});
