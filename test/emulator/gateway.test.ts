import { REST } from '@discordjs/rest';
import { WebSocketManager, WebSocketShardEvents } from '@discordjs/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { INTENTS } from '../../emulator/gateway/gateway-events.js';
import { IDS, communityFixture } from '../helpers/community-fixture.js';

interface Frame {
  op: number;
  t: string | null;
  s: number | null;
  d: any;
}

/** A raw Gateway client that records every frame. */
async function connect(emu: Emulator): Promise<{ ws: WebSocket; frames: Frame[]; next: (pred: (f: Frame) => boolean) => Promise<Frame>; closed: Promise<number> }> {
  const ws = new WebSocket(`${emu.state.gatewayUrl}?v=10&encoding=json`);
  const frames: Frame[] = [];
  const waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) if (w.pred(frame)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (pred: (f: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find(pred);
      if (seen) return resolve(seen);
      waiters.push({ pred, resolve });
      setTimeout(() => reject(new Error('timed out waiting for a gateway frame')), 3000);
    });
  await new Promise((r) => ws.once('open', r));
  return { ws, frames, next, closed };
}

describe('emulator gateway', () => {
  let emu: Emulator;
  const rest = () => new REST({ api: emu.url, retries: 0 }).setToken(emu.state.botToken);

  beforeAll(async () => {
    emu = await startEmulator({ seed: communityFixture() });
  });
  afterAll(() => emu.close());

  it('serves its URL from GET /gateway/bot', async () => {
    const info = (await rest().get('/gateway/bot')) as { url: string; shards: number };
    expect(info.url).toBe(emu.state.gatewayUrl);
    expect(info.shards).toBe(1);
  });

  it('says HELLO, answers IDENTIFY with READY and GUILD_CREATE, and acknowledges heartbeats', async () => {
    const c = await connect(emu);
    const hello = await c.next((f) => f.op === 10);
    expect(hello.d.heartbeat_interval).toBeGreaterThan(0);
    c.ws.send(JSON.stringify({ op: 2, d: { token: emu.state.botToken, intents: INTENTS.GUILDS, properties: {} } }));
    const ready = await c.next((f) => f.t === 'READY');
    expect(ready.d).toMatchObject({ v: 10, user: { id: IDS.bot }, guilds: [{ id: IDS.guild, unavailable: true }] });
    expect(ready.d.session_id).toMatch(/^[0-9a-f]{32}$/);
    const created = await c.next((f) => f.t === 'GUILD_CREATE');
    expect(created.d.id).toBe(IDS.guild);
    expect(created.d.channels.map((ch: any) => ch.id)).toContain(IDS.text);
    c.ws.send(JSON.stringify({ op: 1, d: ready.s }));
    await c.next((f) => f.op === 11);
    c.ws.close();
  });

  it('dispatches events produced by REST writes, only for the intents a session asked for', async () => {
    const events = await connect(emu);
    const plain = await connect(emu);
    await events.next((f) => f.op === 10);
    await plain.next((f) => f.op === 10);
    events.ws.send(JSON.stringify({ op: 2, d: { token: emu.state.botToken, intents: INTENTS.GUILDS | INTENTS.GUILD_SCHEDULED_EVENTS, properties: {} } }));
    plain.ws.send(JSON.stringify({ op: 2, d: { token: emu.state.botToken, intents: INTENTS.GUILDS, properties: {} } }));
    await events.next((f) => f.t === 'GUILD_CREATE');
    await plain.next((f) => f.t === 'GUILD_CREATE');
    await rest().patch(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}`, { body: { name: 'Renamed over REST' } });
    const update = await events.next((f) => f.t === 'GUILD_SCHEDULED_EVENT_UPDATE');
    expect(update.d).toMatchObject({ id: IDS.bigEvent, name: 'Renamed over REST', guild_id: IDS.guild });
    await new Promise((r) => setTimeout(r, 100));
    expect(plain.frames.some((f) => f.t === 'GUILD_SCHEDULED_EVENT_UPDATE')).toBe(false);
    events.ws.close();
    plain.ws.close();
  });

  it('resumes a session and replays what was missed', async () => {
    const first = await connect(emu);
    await first.next((f) => f.op === 10);
    first.ws.send(JSON.stringify({ op: 2, d: { token: emu.state.botToken, intents: INTENTS.GUILD_SCHEDULED_EVENTS, properties: {} } }));
    const ready = await first.next((f) => f.t === 'READY');
    const lastSeq = Math.max(...first.frames.map((f) => f.s ?? 0));
    emu.gateway.dropAll();
    await first.closed;
    await rest().patch(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}`, { body: { description: 'while away' } });
    const second = await connect(emu);
    await second.next((f) => f.op === 10);
    second.ws.send(JSON.stringify({ op: 6, d: { token: emu.state.botToken, session_id: ready.d.session_id, seq: lastSeq } }));
    const replayed = await second.next((f) => f.t === 'GUILD_SCHEDULED_EVENT_UPDATE');
    expect(replayed.d.description).toBe('while away');
    await second.next((f) => f.t === 'RESUMED');
    second.ws.close();
  });

  it('closes with 4004 for a bad token and 4014 for disallowed privileged intents', async () => {
    const bad = await connect(emu);
    await bad.next((f) => f.op === 10);
    bad.ws.send(JSON.stringify({ op: 2, d: { token: 'nope', intents: 1, properties: {} } }));
    expect(await bad.closed).toBe(4004);
    emu.gateway.allowedPrivilegedIntents = 0;
    const privileged = await connect(emu);
    await privileged.next((f) => f.op === 10);
    privileged.ws.send(JSON.stringify({ op: 2, d: { token: emu.state.botToken, intents: INTENTS.GUILD_MEMBERS, properties: {} } }));
    expect(await privileged.closed).toBe(4014);
    emu.gateway.allowedPrivilegedIntents = INTENTS.GUILD_MEMBERS | INTENTS.GUILD_PRESENCES | INTENTS.MESSAGE_CONTENT;
  });

  it('works with @discordjs/ws, including a resume after the socket drops', async () => {
    const manager = new WebSocketManager({ token: emu.state.botToken, intents: INTENTS.GUILDS | INTENTS.GUILD_SCHEDULED_EVENTS, rest: rest() });
    const seen: string[] = [];
    manager.on(WebSocketShardEvents.Dispatch, (event: any) => seen.push(event.t));
    await manager.connect();
    const waitFor = async (name: string) => {
      for (let i = 0; i < 60 && !seen.includes(name); i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toContain(name);
    };
    await waitFor('READY');
    emu.gateway.dropAll();
    await new Promise((r) => setTimeout(r, 300));
    await rest().patch(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}`, { body: { description: 'after the drop' } });
    await waitFor('GUILD_SCHEDULED_EVENT_UPDATE');
    await manager.destroy();
  }, 20_000);
});
