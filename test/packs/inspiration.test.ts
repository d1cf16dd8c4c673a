import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emojiGgEndpoint } from '../../packs/inspiration/emoji-gg-client.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

/** A few rows shaped like emoji.gg's catalogue (plus one malformed row the tool must skip). */
const CATALOGUE = [
  { id: 101, title: 'pixel_cat', slug: '101-pixel-cat', image: 'https://cdn3.emoji.gg/emojis/101-pixel-cat.png', description: 'A tiny pixel cat', license: '1', faves: 5 },
  { id: 102, title: 'catjam', slug: '102-catjam', image: 'https://cdn3.emoji.gg/emojis/102-catjam.gif', description: 'A cat vibing to music', license: '', faves: 900 },
  { id: 103, title: 'dog_wave', slug: '103-dog-wave', image: 'https://cdn3.emoji.gg/emojis/103-dog-wave.png', description: 'Friendly dog', license: '2', faves: 50 },
  { id: 104, title: 'pixel_heart', slug: '104-pixel-heart', image: 'https://cdn3.emoji.gg/emojis/104-pixel-heart.png', description: 'Pixel art heart', license: null, faves: 70 },
  { id: 'oops', title: 'broken_cat', slug: 'broken', image: 'javascript:alert(1)', description: 'cat' },
  ...Array.from({ length: 30 }, (_, i) => ({ id: 200 + i, title: `cat_${i}`, slug: `${200 + i}-cat`, image: `https://cdn3.emoji.gg/emojis/${200 + i}.png`, description: 'cat', license: '0', faves: i })),
];

/** The fake emoji.gg, on loopback only. Never contacts a real host. */
function fakeEmojiGg(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    hits.push(req.url ?? '');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    switch (req.url) {
      case '/api/':
        return json(200, CATALOGUE);
      case '/moved/':
        return res.writeHead(301, { Location: '/api/' }).end();
      case '/away/':
        return res.writeHead(302, { Location: 'http://attacker.invalid/api/' }).end();
      case '/slow/':
        return void setTimeout(() => json(200, CATALOGUE), 3_000);
      case '/down/':
        return json(503, { message: 'maintenance' });
      case '/html/':
        return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>not json</html>');
      default:
        return json(404, {});
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits })),
  );
}

const URL_VAR = 'CHAT_MCP_EMOJI_GG_URL';
const TIMEOUT_VAR = 'CHAT_MCP_EMOJI_GG_TIMEOUT_MS';

describe('inspiration pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  let fake: Awaited<ReturnType<typeof fakeEmojiGg>>;
  const saved = { url: process.env[URL_VAR], timeout: process.env[TIMEOUT_VAR] };
  const search = (args: Record<string, unknown>) => session.client.callTool({ name: 'inspiration_emoji_gg_search', arguments: args });

  beforeAll(async () => {
    fake = await fakeEmojiGg();
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterEach(() => {
    process.env[URL_VAR] = `${fake.url}/api/`;
    delete process.env[TIMEOUT_VAR];
    fake.hits.length = 0;
    // The tool never calls Discord.
    expect(emu.current.log.entries).toHaveLength(0);
  });
  afterAll(async () => {
    await session?.close();
    fake.server.closeAllConnections();
    await new Promise((r) => fake.server.close(r));
    for (const [key, value] of [[URL_VAR, saved.url], [TIMEOUT_VAR, saved.timeout]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('finds candidates matching every word, title hits first, with licence review flagged', async () => {
    process.env[URL_VAR] = `${fake.url}/api/`;
    const out = structured(await search({ query: '  pixel cat ' }));
    expect(out).toMatchObject({ provider_url: fake.url, count: 1, license_review_required: true });
    expect(out.candidates).toEqual([
      { id: 101, name: 'pixel_cat', image_url: 'https://cdn3.emoji.gg/emojis/101-pixel-cat.png', page_url: `${fake.url}/emoji/101-pixel-cat`, animated: false, license_code: '1' },
    ]);
    expect(fake.hits).toEqual(['/api/']);
  });

  it('ranks by popularity, marks animated GIFs, maps empty licences to null and applies the limit', async () => {
    process.env[URL_VAR] = `${fake.url}/api/`;
    const out = structured(await search({ query: 'cat', limit: 3 }));
    expect(out.count).toBe(3);
    expect(out.candidates[0]).toMatchObject({ id: 102, name: 'catjam', animated: true, license_code: null });
    expect(out.candidates.map((c: { id: number }) => c.id)).toEqual([102, 229, 228]);
    expect(out.candidates.some((c: { name: string }) => c.name === 'broken_cat')).toBe(false);
  });

  it('defaults to 8 candidates', async () => {
    process.env[URL_VAR] = `${fake.url}/api/`;
    expect(structured(await search({ query: 'cat' })).count).toBe(8);
  });

  it('answers an empty list when nothing matches', async () => {
    process.env[URL_VAR] = `${fake.url}/api/`;
    expect(structured(await search({ query: 'spaceship' }))).toMatchObject({ candidates: [], count: 0 });
  });

  it('follows a redirect that stays on the same host', async () => {
    process.env[URL_VAR] = `${fake.url}/moved/`;
    expect(structured(await search({ query: 'dog' })).candidates.map((c: { id: number }) => c.id)).toEqual([103]);
    expect(fake.hits).toEqual(['/moved/', '/api/']);
  });

  it('refuses a redirect to another host without following it', async () => {
    process.env[URL_VAR] = `${fake.url}/away/`;
    const result = await search({ query: 'dog' });
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ code: 'EXTERNAL_SERVICE_UNAVAILABLE', retriable: false });
    expect(structured(result).message).toMatch(/redirected to another site \(attacker\.invalid\)/);
    expect(structured(result)).not.toHaveProperty('candidates');
    expect(fake.hits).toEqual(['/away/']);
  });

  it('times out a slow answer as EXTERNAL_SERVICE_UNAVAILABLE, retriable, without partial data', async () => {
    process.env[URL_VAR] = `${fake.url}/slow/`;
    process.env[TIMEOUT_VAR] = '150';
    const started = Date.now();
    const result = await search({ query: 'cat' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(structured(result)).toMatchObject({ code: 'EXTERNAL_SERVICE_UNAVAILABLE', retriable: true });
    expect(structured(result).message).toMatch(/did not answer within 0\.2 s/);
    expect(structured(result)).not.toHaveProperty('candidates');
  });

  it('a closed port fails fast as EXTERNAL_SERVICE_UNAVAILABLE, retriable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    process.env[URL_VAR] = `http://127.0.0.1:${port}/api/`;
    const result = await search({ query: 'cat' });
    expect(structured(result)).toMatchObject({ code: 'EXTERNAL_SERVICE_UNAVAILABLE', retriable: true });
    expect(structured(result).recovery_hint).toMatch(/retry later/);
  });

  it.each([
    ['a 503', '/down/', true],
    ['a non-JSON answer', '/html/', true],
  ])('maps %s to EXTERNAL_SERVICE_UNAVAILABLE', async (_label, path, retriable) => {
    process.env[URL_VAR] = `${fake.url}${path}`;
    expect(structured(await search({ query: 'cat' }))).toMatchObject({ code: 'EXTERNAL_SERVICE_UNAVAILABLE', retriable });
  });

  it('defaults to the real emoji.gg API when no URL is configured (resolved, not contacted)', () => {
    delete process.env[URL_VAR];
    expect(emojiGgEndpoint().href).toBe('https://emoji.gg/api/');
  });

  it.each([
    ['a blank query', { query: '   ' }],
    ['a query over 80 chars', { query: 'x'.repeat(81) }],
    ['a limit over 20', { query: 'cat', limit: 21 }],
  ])('refuses %s before any request', async (_label, args) => {
    process.env[URL_VAR] = `${fake.url}/api/`;
    expect(structured(await search(args)).code).toBe('VALIDATION_ERROR');
    expect(fake.hits).toEqual([]);
  });
});
