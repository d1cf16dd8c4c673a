import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { addChannel, grantBot, MESSAGING_PERMISSIONS, seedMessage } from '../helpers/message-seed.js';

const OTHER = '2000000000000000450';
const [spammer, staff, regular] = [memberIds[7]!, memberIds[8]!, memberIds[9]!];

/** Issue 36: messages_search_recent with guild_id searches the whole server through Discord's guild search. */
describe('messages_search_recent with guild_id through an MCP session', () => {
  const emu = useEmulator({ validateResponses: true, searchIndexing: true });
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const search = async (args: Record<string, unknown>) => structured(await call('messages_search_recent', { guild_id: IDS.guild, ...args }));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const s = emu.current.state;
    grantBot(s, MESSAGING_PERMISSIONS);
    addChannel(s, { id: OTHER, type: 0, name: 'other' });
    const rows: [string, string, string, string, Partial<Parameters<typeof seedMessage>[1]>?][] = [
      ['spam1', IDS.text, spammer, 'free nitro https://bit.ly/xyz'],
      ['spam2', OTHER, spammer, 'FREE nitro again https://evil.example/claim'],
      ['spam3', OTHER, spammer, 'download this', { attachments: [{ id: '2000000000000000999', filename: 'setup.exe', size: 10, url: 'https://cdn.example/setup.exe', proxy_url: 'https://cdn.example/setup.exe' }] }],
      ['ping', IDS.text, regular, `<@${staff}> please look at this`],
      ['plain', OTHER, regular, 'just chatting', { pinned: true }],
    ];
    rows.forEach(([key, channel_id, author_id, content, extra], i) => {
      ids[key] = seedMessage(s, { channel_id, author_id, content, ageMs: 600_000 - i * 60_000, ...extra }).id;
    });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('answers "try again in N seconds" while Discord indexes a new guild, then searches', async () => {
    const result = await call('messages_search_recent', { guild_id: IDS.guild, author_id: [spammer] });
    expect(structured(result)).toEqual({ matches: [], scanned_count: 0, guild_id: IDS.guild, retry_after: 2 });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toContain('try again in 2 seconds');
    expect(emu.current.log.entries.map((e) => e.status)).toEqual([202]);
    expect((await search({ author_id: [spammer] })).total_results).toBe(3);
  });

  it('searches by author, newest first, with channel ids and Discord total', async () => {
    const out = await search({ author_id: [spammer] });
    expect(out.matches.map((m: any) => [m.message_id, m.channel_id])).toEqual([[ids.spam3, OTHER], [ids.spam2, OTHER], [ids.spam1, IDS.text]]);
    expect(out).toMatchObject({ total_results: 3, guild_id: IDS.guild, scanned_count: 3 });
    expect(emu.current.log.entries[0]).toMatchObject({ path: `/guilds/${IDS.guild}/messages/search`, query: { author_id: spammer, limit: '25' } });
  });

  it('fences the message text as untrusted in the text companion', async () => {
    const result = await call('messages_search_recent', { guild_id: IDS.guild, query: 'nitro' });
    const companion = text(result);
    const summary = companion.split('\n')[0]!;
    expect(summary).toBe(`2 of 2 match(es) in server ${IDS.guild}.`);
    expect(companion.indexOf('free nitro')).toBeGreaterThan(companion.indexOf('\n'));
    expect(companion).toMatch(/untrusted/i);
  });

  it('filters by mention, content, has link, channel, link host, file extension and pinned', async () => {
    const only = async (args: Record<string, unknown>) => (await search(args)).matches.map((m: any) => m.message_id);
    expect(await only({ mentions: [staff] })).toEqual([ids.ping]);
    expect(await only({ query: 'NITRO again' })).toEqual([ids.spam2]);
    expect(await only({ has: ['link'] })).toEqual([ids.spam2, ids.spam1]);
    expect(await only({ has: ['file'] })).toEqual([ids.spam3]);
    expect(await only({ channel_ids: [IDS.text] })).toEqual([ids.ping, ids.spam1]);
    expect(await only({ link_hostname: ['bit.ly'] })).toEqual([ids.spam1]);
    expect(await only({ attachment_extension: ['exe'] })).toEqual([ids.spam3]);
    expect(await only({ pinned: true })).toEqual([ids.plain]);
    expect(await only({ author_id: [spammer], has: ['-link'] })).toEqual([ids.spam3]);
    expect(emu.current.log.entries.at(-1)!.query).toMatchObject({ has: '-link' });
  });

  it('pages with offset and limit, and sorts ascending when asked', async () => {
    const first = await search({ limit: 2 });
    const second = await search({ limit: 2, offset: 2 });
    expect(first.total_results).toBe(5);
    expect([...first.matches, ...second.matches].map((m: any) => m.message_id)).toEqual([ids.plain, ids.ping, ids.spam3, ids.spam2]);
    expect((await search({ limit: 1, sort_by: 'timestamp', sort_order: 'asc' })).matches[0].message_id).toBe(ids.spam1);
  });

  it('validates before sending: ids, enums, limit, offset and the mode', async () => {
    for (const args of [
      { guild_id: IDS.guild, author_id: ['nope'] },
      { guild_id: IDS.guild, has: ['links'] },
      { guild_id: IDS.guild, sort_by: 'newest' },
      { guild_id: IDS.guild, limit: 26 },
      { guild_id: IDS.guild, offset: 9976 },
      { guild_id: IDS.guild, before: IDS.text },
      { guild_id: IDS.guild, channel_id: IDS.text },
      { channel_id: IDS.text, query: 'x', author_id: [spammer] },
      { channel_id: IDS.text },
      {},
    ]) {
      expect(structured(await call('messages_search_recent', args)).code, JSON.stringify(args)).toBe('VALIDATION_ERROR');
    }
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('keeps the channel mode as it was', async () => {
    const out = structured(await call('messages_search_recent', { channel_id: OTHER, query: 'nitro' }));
    expect(out).toEqual({ matches: [expect.objectContaining({ message_id: ids.spam2 })], scanned_count: 3, channel_id: OTHER, query: 'nitro' });
    expect(out.matches[0].channel_id).toBeUndefined();
    expect(emu.current.log.entries.map((e) => e.path)).toEqual([`/channels/${OTHER}/messages`]);
  });
});

describe('messages_search_recent with guild_id under ALLOWED_GUILDS', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('refuses a guild outside the allowlist with no request sent, and searches the allowed one', async () => {
    expect(structured(await call('messages_search_recent', { guild_id: IDS.foreignGuild, query: 'x' }))).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
    expect(emu.current.log.entries).toHaveLength(0);
    expect(structured(await call('messages_search_recent', { guild_id: IDS.guild, query: 'x' })).total_results).toBe(0);
  });
});
