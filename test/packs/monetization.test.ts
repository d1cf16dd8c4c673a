import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botApplication, type EntitlementRecord } from '../../emulator/state/application-records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

const APP = IDS.bot;
const DURABLE = '2000000000000000751';
const CONSUMABLE = '2000000000000000752';
const SUBSCRIPTION = '2000000000000000753';
const BUYER = memberIds[0]!;
const E_POTION = '2000000000000000761';
const E_GUILD_SUB = '2000000000000000762';
const E_REFUNDED = '2000000000000000763';
const E_SKIN = '2000000000000000764';
const SUB = '2000000000000000771';
const MISSING = '2000000000000000799';

const entitlement = (id: string, sku_id: string, extra: Partial<EntitlementRecord>): EntitlementRecord => ({
  id,
  sku_id,
  application_id: APP,
  user_id: null,
  guild_id: null,
  type: 1,
  deleted: false,
  consumed: false,
  starts_at: null,
  ends_at: null,
  ...extra,
});

describe('monetization pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const app = () => botApplication(emu.current.state);

  beforeAll(async () => {
    const skus = [
      { id: DURABLE, type: 2, name: 'Golden skin', slug: 'golden-skin', flags: 4 },
      { id: CONSUMABLE, type: 3, name: 'Potion', slug: 'potion', flags: 4 },
      { id: SUBSCRIPTION, type: 5, name: 'Premium', slug: 'premium', flags: 128 },
    ];
    for (const s of skus) app().skus.set(s.id, { ...s, application_id: APP });
    const rows = [
      entitlement(E_POTION, CONSUMABLE, { user_id: BUYER }),
      entitlement(E_GUILD_SUB, SUBSCRIPTION, { guild_id: IDS.guild, type: 8, starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2025-02-01T00:00:00.000Z' }),
      entitlement(E_REFUNDED, DURABLE, { user_id: BUYER, deleted: true }),
      entitlement(E_SKIN, DURABLE, { user_id: memberIds[1]! }),
    ];
    for (const e of rows) app().entitlements.set(e.id, e);
    app().subscriptions.set(SUB, {
      id: SUB,
      user_id: BUYER,
      sku_ids: [SUBSCRIPTION],
      entitlement_ids: [E_GUILD_SUB],
      renewal_sku_ids: null,
      current_period_start: '2030-01-01T00:00:00.000Z',
      current_period_end: '2030-02-01T00:00:00.000Z',
      status: 0,
      canceled_at: null,
    });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('skus_list', () => {
    it('lists the SKUs the application sells', async () => {
      const out = structured(await call('skus_list', { application_id: APP }));
      expect(out.count).toBe(3);
      expect(out.skus[1]).toEqual({ id: CONSUMABLE, type: 3, name: 'Potion', slug: 'potion', flags: 4 });
      expect(emu.current.log.entries[0]!.path).toBe(`/applications/${APP}/skus`);
    });

    it('maps an unknown application to 404 / 10002', async () => {
      expect(structured(await call('skus_list', { application_id: MISSING }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10002 });
    });
  });

  describe('entitlements_list', () => {
    it('lists active entitlements by default (deleted ones left out) with the defaults in the query', async () => {
      const out = structured(await call('entitlements_list', { application_id: APP }));
      expect(out.entitlements.map((e: any) => e.id)).toEqual([E_POTION, E_GUILD_SUB, E_SKIN]);
      expect(out.entitlements[1]).toEqual({
        id: E_GUILD_SUB,
        sku_id: SUBSCRIPTION,
        application_id: APP,
        type: 8,
        deleted: false,
        starts_at: '2025-01-01T00:00:00.000Z',
        ends_at: '2025-02-01T00:00:00.000Z',
        guild_id: IDS.guild,
        consumed: false,
      });
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '100', exclude_ended: 'false', exclude_deleted: 'true' });
    });

    it('filters by user and SKUs (sent comma-separated), and can include deleted ones', async () => {
      const out = structured(await call('entitlements_list', { application_id: APP, user_id: BUYER, sku_ids: [DURABLE, CONSUMABLE], exclude_deleted: false }));
      expect(out.entitlements.map((e: any) => e.id)).toEqual([E_POTION, E_REFUNDED]);
      expect(emu.current.log.entries[0]!.query).toMatchObject({ user_id: BUYER, sku_ids: `${DURABLE},${CONSUMABLE}`, exclude_deleted: 'false' });
    });

    it('drops ended entitlements with exclude_ended and pages with after/limit', async () => {
      expect(structured(await call('entitlements_list', { application_id: APP, exclude_ended: true })).entitlements.map((e: any) => e.id)).toEqual([E_POTION, E_SKIN]);
      expect(structured(await call('entitlements_list', { application_id: APP, after: E_POTION, limit: 1 })).entitlements.map((e: any) => e.id)).toEqual([E_GUILD_SUB]);
    });

    it('passes its guild_id filter through ALLOWED_GUILDS like any guild id (issue 24)', async () => {
      const restricted = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.foreignGuild }));
      try {
        const refused = await restricted.client.callTool({ name: 'entitlements_list', arguments: { application_id: APP, guild_id: IDS.guild } });
        expect(refused.isError).toBe(true);
        expect(text(refused)).toMatch(/^Error GUILD_NOT_ALLOWED:/);
        expect(emu.current.log.entries).toHaveLength(0);
        const unfiltered = structured(await restricted.client.callTool({ name: 'entitlements_list', arguments: { application_id: APP } }));
        expect(unfiltered.count).toBeGreaterThan(0);
      } finally {
        await restricted.close();
      }
      const out = structured(await call('entitlements_list', { application_id: APP, guild_id: IDS.guild }));
      expect(out.entitlements.map((e: any) => e.id)).toEqual([E_GUILD_SUB]);
      expect(emu.current.log.entries.at(-1)!.query).toMatchObject({ guild_id: IDS.guild });
    });

    it('refuses a limit over 100 before sending anything', async () => {
      expect(structured(await call('entitlements_list', { application_id: APP, limit: 101 })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('entitlements_get', () => {
    it('reads one entitlement', async () => {
      expect(structured(await call('entitlements_get', { application_id: APP, entitlement_id: E_POTION }))).toEqual({
        id: E_POTION,
        sku_id: CONSUMABLE,
        application_id: APP,
        user_id: BUYER,
        type: 1,
        deleted: false,
        starts_at: null,
        ends_at: null,
        consumed: false,
      });
    });

    it('maps an unknown entitlement to 404 / 10029', async () => {
      expect(structured(await call('entitlements_get', { application_id: APP, entitlement_id: MISSING }))).toMatchObject({ status: 404, discord_code: 10029 });
    });
  });

  describe('entitlements_consume', () => {
    it('marks a consumable purchase as used', async () => {
      expect(structured(await call('entitlements_consume', { application_id: APP, entitlement_id: E_POTION }))).toEqual({ consumed: true, application_id: APP, entitlement_id: E_POTION });
      expect(app().entitlements.get(E_POTION)!.consumed).toBe(true);
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.path).toBe(`/applications/${APP}/entitlements/${E_POTION}/consume`);
      expect(sent!.status).toBe(204);
    });

    it('maps an unknown entitlement to 404 / 10029', async () => {
      expect(structured(await call('entitlements_consume', { application_id: APP, entitlement_id: MISSING }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10029 });
    });
  });

  describe('entitlements_create_test', () => {
    it('grants a test entitlement to a user', async () => {
      const out = structured(await call('entitlements_create_test', { application_id: APP, sku_id: SUBSCRIPTION, owner_id: BUYER, owner_type: 2 }));
      expect(out).toMatchObject({ sku_id: SUBSCRIPTION, application_id: APP, type: 4 });
      expect(app().entitlements.get(out.id)).toMatchObject({ user_id: BUYER, guild_id: null, type: 4 });
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).toEqual({ sku_id: SUBSCRIPTION, owner_id: BUYER, owner_type: 2 });
    });

    it('grants a test entitlement to a guild', async () => {
      const out = structured(await call('entitlements_create_test', { application_id: APP, sku_id: DURABLE, owner_id: IDS.guild, owner_type: 1 }));
      expect(app().entitlements.get(out.id)).toMatchObject({ guild_id: IDS.guild, user_id: null });
    });

    it.each([
      ['an unknown SKU', { sku_id: MISSING }, 404, 10027],
      ['an unknown guild owner', { owner_id: IDS.missingGuild, owner_type: 1 }, 404, 10004],
    ])('maps %s to a platform error', async (_label, extra, status, discord_code) => {
      const result = await call('entitlements_create_test', { application_id: APP, sku_id: DURABLE, owner_id: BUYER, owner_type: 2, ...extra });
      expect(structured(result)).toMatchObject({ status, discord_code });
    });

    it('refuses an owner_type other than 1 or 2 before sending anything', async () => {
      expect(structured(await call('entitlements_create_test', { application_id: APP, sku_id: DURABLE, owner_id: BUYER, owner_type: 3 })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('entitlements_delete_test (destructive)', () => {
    let testEntitlement: string;
    beforeAll(() => {
      testEntitlement = '2000000000000000765';
      app().entitlements.set(testEntitlement, entitlement(testEntitlement, DURABLE, { user_id: BUYER, type: 4 }));
    });

    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('entitlements_delete_test', { application_id: APP, entitlement_id: testEntitlement });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/applications/${APP}/entitlements/${testEntitlement}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('entitlements_delete_test', { application_id: APP, entitlement_id: testEntitlement, dry_run: true, __confirm: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(app().entitlements.get(testEntitlement)!.deleted).toBe(false);
    });

    it('deletes a test entitlement with __confirm: true', async () => {
      expect(structured(await call('entitlements_delete_test', { application_id: APP, entitlement_id: testEntitlement, __confirm: true }))).toEqual({
        deleted: true,
        application_id: APP,
        entitlement_id: testEntitlement,
      });
      expect(app().entitlements.get(testEntitlement)!.deleted).toBe(true);
      expect(emu.current.log.appliedWrites()).toHaveLength(1);
    });

    it('refuses a real purchase (only test entitlements can be deleted) with 404 / 10029', async () => {
      expect(structured(await call('entitlements_delete_test', { application_id: APP, entitlement_id: E_SKIN, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10029 });
      expect(app().entitlements.get(E_SKIN)!.deleted).toBe(false);
    });
  });

  describe('subscriptions_list', () => {
    it("lists a user's subscriptions to a SKU", async () => {
      const out = structured(await call('subscriptions_list', { sku_id: SUBSCRIPTION, user_id: BUYER }));
      expect(out).toEqual({
        subscriptions: [
          {
            id: SUB,
            user_id: BUYER,
            sku_ids: [SUBSCRIPTION],
            entitlement_ids: [E_GUILD_SUB],
            current_period_start: '2030-01-01T00:00:00.000Z',
            current_period_end: '2030-02-01T00:00:00.000Z',
            status: 0,
          },
        ],
        count: 1,
      });
      expect(emu.current.log.entries[0]!.query).toEqual({ user_id: BUYER, limit: '50' });
    });

    it('returns nothing for a user without subscriptions', async () => {
      expect(structured(await call('subscriptions_list', { sku_id: SUBSCRIPTION, user_id: memberIds[2]! })).count).toBe(0);
    });

    it('refuses a call without user_id before sending anything', async () => {
      expect(structured(await call('subscriptions_list', { sku_id: SUBSCRIPTION })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps an unknown SKU to 404 / 10027', async () => {
      expect(structured(await call('subscriptions_list', { sku_id: MISSING, user_id: BUYER }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10027 });
    });
  });

  describe('subscriptions_get', () => {
    it('reads one subscription', async () => {
      expect(structured(await call('subscriptions_get', { sku_id: SUBSCRIPTION, subscription_id: SUB }))).toMatchObject({ id: SUB, status: 0, current_period_end: '2030-02-01T00:00:00.000Z' });
      expect(emu.current.log.entries[0]!.path).toBe(`/skus/${SUBSCRIPTION}/subscriptions/${SUB}`);
    });

    it('maps an unknown subscription to a 404 tool error', async () => {
      expect(structured(await call('subscriptions_get', { sku_id: SUBSCRIPTION, subscription_id: MISSING }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404 });
    });
  });
});
