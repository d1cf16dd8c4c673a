import { notFound, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import type { ApplicationRecord, EntitlementRecord, SkuRecord, SubscriptionRecord } from '../state/application-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { ownApplication } from './applications.js';
import { fieldError } from './expressions-common.js';
import { cmp } from './users.js';

/** Entitlement type Discord gives test entitlements. */
const TEST_MODE_PURCHASE = 4;

const apiSku = (s: SkuRecord) => ({ ...s });

const apiEntitlement = (e: EntitlementRecord) => ({
  id: e.id,
  sku_id: e.sku_id,
  application_id: e.application_id,
  ...(e.user_id ? { user_id: e.user_id } : {}),
  ...(e.guild_id ? { guild_id: e.guild_id } : {}),
  type: e.type,
  deleted: e.deleted,
  consumed: e.consumed,
  starts_at: e.starts_at,
  ends_at: e.ends_at,
  gift_code_flags: 0,
  promotion_id: null,
});

const apiSubscription = (s: SubscriptionRecord) => ({ ...s, sku_ids: [...s.sku_ids], entitlement_ids: [...s.entitlement_ids] });

function entitlement(app: ApplicationRecord, id: string, { includeDeleted = true } = {}): EntitlementRecord {
  const found = app.entitlements.get(id);
  if (!found || (!includeDeleted && found.deleted)) throw unknownEntity('entitlement');
  return found;
}

/** The SKU with this id, in whichever application sells it. */
function skuOwner(state: EmulatorState, skuId: string): ApplicationRecord {
  for (const app of state.applications.values()) if (app.skus.has(skuId)) return app;
  throw unknownEntity('sku');
}

/** Ascending by id; `before` gives the `limit` rows just below it, else rows after `after`. */
function page<T extends { id: string }>(rows: T[], query: URLSearchParams, fallbackLimit: number): T[] {
  const limit = Number(query.get('limit') ?? fallbackLimit);
  const before = query.get('before');
  const after = query.get('after');
  let sorted = rows.sort((a, b) => cmp(a.id, b.id));
  if (before) return sorted.filter((r) => cmp(r.id, before) < 0).slice(-limit);
  if (after) sorted = sorted.filter((r) => cmp(r.id, after) > 0);
  return sorted.slice(0, limit);
}

export const monetizationRoutes: RouteModule = (r) => {
  r.get('/applications/{application_id}/skus', ({ state, params }) => ({
    body: [...ownApplication(state, params.application_id!).skus.values()].map(apiSku),
  }));

  r.get('/applications/{application_id}/entitlements', ({ state, params, query }) => {
    const app = ownApplication(state, params.application_id!);
    const userId = query.get('user_id');
    const guildId = query.get('guild_id');
    const skuIds = query.get('sku_ids')?.split(',').filter(Boolean);
    const excludeEnded = query.get('exclude_ended') === 'true';
    const excludeDeleted = query.get('exclude_deleted') !== 'false';
    const now = Date.now();
    const rows = [...app.entitlements.values()].filter(
      (e) =>
        (!userId || e.user_id === userId) &&
        (!guildId || e.guild_id === guildId) &&
        (!skuIds?.length || skuIds.includes(e.sku_id)) &&
        (!excludeEnded || !e.ends_at || Date.parse(e.ends_at) > now) &&
        (!excludeDeleted || !e.deleted),
    );
    return { body: page(rows, query, 100).map(apiEntitlement) };
  });

  r.get('/applications/{application_id}/entitlements/{entitlement_id}', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    return { body: apiEntitlement(entitlement(app, params.entitlement_id!)) };
  });

  /** A test entitlement: free access to a SKU for a guild (owner_type 1) or user (2). */
  r.post('/applications/{application_id}/entitlements', ({ state, params, body }) => {
    const app = ownApplication(state, params.application_id!);
    if (!app.skus.has(body.sku_id)) throw unknownEntity('sku');
    if (body.owner_type === 1) state.guild(body.owner_id);
    else if (body.owner_type === 2) state.user(body.owner_id);
    else throw fieldError('owner_type', 'BASE_TYPE_CHOICES', 'Value must be 1 (guild) or 2 (user)');
    const created: EntitlementRecord = {
      id: state.ids.next(),
      sku_id: body.sku_id,
      application_id: app.id,
      user_id: body.owner_type === 2 ? body.owner_id : null,
      guild_id: body.owner_type === 1 ? body.owner_id : null,
      type: TEST_MODE_PURCHASE,
      deleted: false,
      consumed: false,
      starts_at: null,
      ends_at: null,
    };
    app.entitlements.set(created.id, created);
    return { status: 201, body: apiEntitlement(created) };
  });

  /** Only test entitlements can be deleted; Discord then treats the owner as no longer entitled. */
  r.delete('/applications/{application_id}/entitlements/{entitlement_id}', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    const found = entitlement(app, params.entitlement_id!, { includeDeleted: false });
    if (found.type !== TEST_MODE_PURCHASE) throw unknownEntity('entitlement');
    found.deleted = true;
    return {};
  });

  r.post('/applications/{application_id}/entitlements/{entitlement_id}/consume', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    entitlement(app, params.entitlement_id!, { includeDeleted: false }).consumed = true;
    return {};
  });

  /** Discord requires user_id when a bot lists subscriptions. */
  r.get('/skus/{sku_id}/subscriptions', ({ state, params, query }) => {
    const app = skuOwner(state, params.sku_id!);
    const userId = query.get('user_id');
    if (!userId) throw fieldError('user_id', 'BASE_TYPE_REQUIRED', 'This field is required');
    const rows = [...app.subscriptions.values()].filter((s) => s.user_id === userId && s.sku_ids.includes(params.sku_id!));
    return { body: page(rows, query, 50).map(apiSubscription) };
  });

  r.get('/skus/{sku_id}/subscriptions/{subscription_id}', ({ state, params }) => {
    const app = skuOwner(state, params.sku_id!);
    const found = app.subscriptions.get(params.subscription_id!);
    if (!found || !found.sku_ids.includes(params.sku_id!)) throw notFound();
    return { body: apiSubscription(found) };
  });
};
