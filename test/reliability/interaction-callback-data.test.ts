import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { validArbitrary } from './json-schema-arbitrary.js';

/** Cases per run: 60 by default; FUZZ_RUNS raises it as for the all-tools fuzzer (x20). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3) * 20;
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261122);

const TOOL = 'interactions_create_response';
const ID = '2000000000000009001';
const TOKEN = `cb.${'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTA6c2VjcmV0'}${'y'.repeat(20)}`.slice(0, 80);
/** The `data` branch of the listed schema that belongs to each callback type (its anyOf order). */
const BRANCH_BY_TYPE: Record<number, number | undefined> = { 1: undefined, 12: undefined, 4: 0, 5: 0, 6: 0, 7: 0, 8: 1, 9: 2 };

/**
 * `interactions_create_response.data` is shaped by `type` as Discord's interaction-callback request schemas say.
 * Generated from the listed JSON Schema, with the data branch that belongs to the type: the server must accept
 * it, and Discord's OpenAPI must accept the request it sends (the emulator checks every request after each test).
 * Mismatched shapes are refused as VALIDATION_ERROR before any request.
 */
describe('interaction callback data by type', () => {
  const emu = useEmulator();
  let session: Session;
  let schema: Record<string, any>;
  const call = (args: Record<string, unknown>) => session.client.callTool({ name: TOOL, arguments: { interaction_id: ID, interaction_token: TOKEN, ...args } });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }));
    schema = (await session.client.listTools()).tools.find((t) => t.name === TOOL)!.inputSchema;
  });
  afterAll(() => session?.close());

  it('lists the callback types Discord accepts and one data shape per kind of callback', () => {
    expect(schema.properties.type.enum).toEqual([1, 4, 5, 6, 7, 8, 9, 12]);
    expect(schema.properties.data.anyOf.map((branch: any) => Object.keys(branch.properties))).toEqual([
      ['content', 'embeds', 'components', 'attachments', 'allowed_mentions', 'flags', 'tts', 'poll'],
      ['choices'],
      ['custom_id', 'title', 'components'],
    ]);
    expect(schema.required).toEqual(['interaction_id', 'interaction_token', 'type']);
  });

  it('accepts every data shape the listed schema gives its type, and sends only requests Discord accepts', async () => {
    const branches: Record<string, any>[] = schema.properties.data.anyOf;
    // The one rule the listed schema leaves to its description: one autocomplete answer does not mix value types.
    const oneValueType = (data: any) => !data?.choices || new Set(data.choices.map((c: any) => typeof c.value)).size <= 1;
    const input = fc.constantFrom(...(schema.properties.type.enum as number[])).chain((type) => {
      const branch = BRANCH_BY_TYPE[type];
      if (branch === undefined) return fc.constant({ type });
      const data = validArbitrary(branches[branch]!).filter(oneValueType);
      return fc.record({ type: fc.constant(type), data }, { requiredKeys: type >= 8 ? ['type', 'data'] : ['type'] });
    });
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(input, async (args) => {
        seen.add(args.type);
        const sent = JSON.parse(JSON.stringify(args)) as Record<string, unknown>;
        const result = await call(sent);
        // The emulator has no such interaction: Discord's answer is 404 after the body passed its OpenAPI check.
        expect(structured(result).code, JSON.stringify(sent)).toBe('PLATFORM_NOT_FOUND');
        const [request] = emu.current.log.entries.splice(0);
        expect(request?.problems, JSON.stringify(sent)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(seen.size).toBeGreaterThan(4);
  });

  it.each([
    ['a modal without data', { type: 9 }, /type 9 \(modal\) requires data/],
    ['autocomplete without data', { type: 8 }, /type 8 \(autocomplete\) requires data/],
    ['a modal given message fields', { type: 9, data: { content: 'hi' } }, /for type 9 \(modal\)/],
    ['a modal without components', { type: 9, data: { custom_id: 'm', title: 'T', components: [] } }, /for type 9 \(modal\): Too small/],
    ['a reply given autocomplete choices', { type: 4, data: { choices: [] } }, /for type 4 \(message\)/],
    ['autocomplete given a modal', { type: 8, data: { custom_id: 'm', title: 'T', components: [{ type: 10, content: 'x' }] } }, /for type 8 \(autocomplete\)/],
    ['choices mixing strings and numbers', { type: 8, data: { choices: [{ name: 'a', value: 'a' }, { name: 'b', value: 2 }] } }, /must all be strings or all numbers/],
    ['26 choices', { type: 8, data: { choices: Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: i })) } }, /for type 8 \(autocomplete\): Too big/],
    ['a reply whose data is not an object', { type: 4, data: 'hello' }, /for type 4 \(message\): Invalid input: expected object/],
    ['a pong with data', { type: 1, data: { content: 'x' } }, /type 1 \(pong\) takes no data/],
    ['a launch activity with data', { type: 12, data: {} }, /type 12 \(launch activity\) takes no data/],
    ['the removed premium-required type 10', { type: 10 }, /expected one of 1\|4\|5\|6\|7\|8\|9\|12/],
    ['an unknown message field', { type: 4, data: { content: 'x', sticker: 1 } }, /for type 4 \(message\): Unrecognized key: \\"sticker/],
  ])('refuses %s before sending anything', async (_label, args, reason) => {
    const result = await call(args);
    const body = structured(result);
    expect(result.isError).toBe(true);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(body.issues)).toMatch(reason);
    expect(emu.current.log.entries).toEqual([]);
  });
});
