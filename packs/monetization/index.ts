import { definePack } from '../../core/index.js';
import { EntitlementsConsume } from './entitlements-consume.js';
import { EntitlementsCreateTest } from './entitlements-create-test.js';
import { EntitlementsDeleteTest } from './entitlements-delete-test.js';
import { EntitlementsGet } from './entitlements-get.js';
import { EntitlementsList } from './entitlements-list.js';
import { SkusList } from './skus-list.js';
import { SubscriptionsGet } from './subscriptions-get.js';
import { SubscriptionsList } from './subscriptions-list.js';

export default definePack('monetization', [
  EntitlementsConsume,
  EntitlementsCreateTest,
  EntitlementsDeleteTest,
  EntitlementsGet,
  EntitlementsList,
  SkusList,
  SubscriptionsGet,
  SubscriptionsList,
], {
  purpose: 'Premium: SKUs, entitlements and subscriptions (server shop)',
});
