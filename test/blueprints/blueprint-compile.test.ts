import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprintSchema } from '../../packs/guild/blueprint/blueprint-schema.js';
import { rolePermissions, ROLE_INTENTS } from '../../packs/guild/blueprint/permission-intents.js';
import { FLAG } from '../../packs/shared/permission-flags.js';
import { PORTFOLIO } from '../../packs/guild/blueprint/portfolio.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const emu = useEmulator();
let session: Session;

beforeAll(async () => {
  session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }));
});
afterAll(() => session?.close());

const compile = async (request: string, extra: Record<string, unknown> = {}) => structured(await session.client.callTool({ name: 'guild_blueprint_compile', arguments: { request, ...extra } }));

describe('guild_blueprint_compile', () => {
  it.each([
    ['a gaming clan for our valorant squad with tournaments', 'gaming-community'],
    ['study group for university students preparing exams', 'study-group'],
    ['community for contributors of our open source library on github', 'open-source-project'],
    ['fan club for my youtube and twitch subscribers', 'creator-fan-club'],
    ['workspace for our startup company team and departments', 'company-team'],
    ['local meetup group that runs events and a yearly conference', 'event-meetup'],
    ['customer support helpdesk for our product with faq and bug tickets', 'support-desk'],
    ['art community for artists to share drawing and illustration', 'art-community'],
  ])('picks the right template for "%s"', async (request, template) => {
    const out = await compile(request);
    expect(out.status).toBe('ready');
    expect(out.source.primary.template).toBe(template);
    expect(out.source.primary.reasons.length).toBeGreaterThan(0);
    expect(out.source.permission_policy).toBe('discard_source_and_regenerate');
    expect(blueprintSchema.safeParse(out.blueprint).success).toBe(true);
    expect(out.verification.blueprint_validation).toBe('passed');
    expect(out.verification.rest_requests).toBeLessThanOrEqual(8);
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('applies bounded parameters: size from a member count, language, and voice wishes', async () => {
    const big = await compile('a spanish gaming clan for 2,000 players, text only');
    expect(big.blueprint.parameters).toEqual({ size: 'large', members: 2000, language: 'es', voice: false });
    expect(big.blueprint.categories.map((c: any) => c.name)).not.toContain('Voice');
    expect(big.blueprint.welcome_post.title).toBe('Bienvenido a Gaming community');
    expect(big.blueprint.automod.find((r: any) => r.trigger === 'mention_spam').actions).toContain('timeout');

    const small = await compile('a small book club with voice rooms');
    expect(small.blueprint.parameters).toMatchObject({ size: 'small', members: null, language: 'en', voice: true });
    expect(small.blueprint.categories.find((c: any) => c.name === 'Voice').channels).toHaveLength(1);
  });

  it('answers no_match for a request no template fits', async () => {
    const out = await compile('zzz qqq xyzzy');
    expect(out.status).toBe('no_match');
    expect(out.blueprint).toBeNull();
    expect(out.blueprint_id).toBeNull();
  });

  it('honours a preferred portfolio template only when it fits the request', async () => {
    const fits = await compile('a team for our art studio', { preferred_primary_code: 'company-team' });
    expect(fits.source.primary.template).toBe('company-team');
    const unrelated = await compile('study group for students', { preferred_primary_code: 'gaming-community' });
    expect(unrelated.source.primary.template).toBe('study-group');
  });

  it('gives the same blueprint id for the same request', async () => {
    const a = await compile('study group for students');
    const b = await compile('study group for students');
    expect(a.blueprint_id).toMatch(/^sha256:[a-f0-9]{64}$/);
    expect(b.blueprint_id).toBe(a.blueprint_id);
  });
});

describe('permission intents', () => {
  const dangerous = ['ADMINISTRATOR', 'MANAGE_GUILD', 'MANAGE_ROLES', 'MANAGE_CHANNELS'] as const;
  it.each(ROLE_INTENTS)('never grant Administrator or guild management to %s', (intent) => {
    for (const name of dangerous) expect(rolePermissions(intent) & FLAG[name]).toBe(0n);
  });

  it('has at least eight tagged templates in the portfolio', () => {
    expect(PORTFOLIO.length).toBeGreaterThanOrEqual(8);
    for (const t of PORTFOLIO) expect(t.tags.length).toBeGreaterThan(3);
  });
});
