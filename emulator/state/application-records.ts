/** Stored shapes of the application domain: the bot's application, its emojis, linked-role metadata and monetization. */
import type { EmulatorState } from './emulator-state.js';

/** An emoji owned by an application (usable by its bot anywhere). */
export interface AppEmojiRecord {
  id: string;
  name: string;
  animated: boolean;
  user_id: string;
}

export interface RoleConnectionMetadataRecord {
  type: number;
  key: string;
  name: string;
  description: string;
  name_localizations?: Record<string, string | null> | null;
  description_localizations?: Record<string, string | null> | null;
}

/** A premium offer. type: 2 durable, 3 consumable, 5 subscription, 6 subscription group. */
export interface SkuRecord {
  id: string;
  type: number;
  application_id: string;
  name: string;
  slug: string;
  flags: number;
}

/** type 8 = application subscription, 4 = test mode purchase (what entitlements_create_test grants). */
export interface EntitlementRecord {
  id: string;
  sku_id: string;
  application_id: string;
  user_id: string | null;
  guild_id: string | null;
  type: number;
  deleted: boolean;
  consumed: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** status: 0 active, 1 ending, 2 inactive. */
export interface SubscriptionRecord {
  id: string;
  user_id: string;
  sku_ids: string[];
  entitlement_ids: string[];
  renewal_sku_ids: string[] | null;
  current_period_start: string;
  current_period_end: string;
  status: number;
  canceled_at: string | null;
}

/** A running Embedded App (Activity) session. */
export interface ActivityInstanceRecord {
  instance_id: string;
  launch_id: string;
  location: { id: string; kind: 'gc' | 'pc'; channel_id: string; guild_id?: string | null };
  users: string[];
}

export interface ApplicationRecord {
  id: string;
  name: string;
  description: string;
  icon: string | null;
  cover_image: string | null;
  bot_public: boolean;
  bot_require_code_grant: boolean;
  flags: number;
  tags: string[];
  owner_id: string | null;
  verify_key: string;
  custom_install_url: string | null;
  interactions_endpoint_url: string | null;
  role_connections_verification_url: string | null;
  install_params: { scopes: string[]; permissions: string } | null;
  integration_types_config: Record<string, unknown>;
  event_webhooks_url: string | null;
  event_webhooks_status: number;
  event_webhooks_types: string[];
  emojis: Map<string, AppEmojiRecord>;
  role_connection_metadata: RoleConnectionMetadataRecord[];
  skus: Map<string, SkuRecord>;
  entitlements: Map<string, EntitlementRecord>;
  subscriptions: Map<string, SubscriptionRecord>;
  activity_instances: Map<string, ActivityInstanceRecord>;
}

/** Flags an app may change through PATCH /applications/@me: the three limited gateway intent flags. */
export const EDITABLE_APPLICATION_FLAGS = (1 << 13) | (1 << 15) | (1 << 19);

/** The bot's own application (Discord gives a bot's application the bot user's id), created on first use. */
export function botApplication(state: EmulatorState): ApplicationRecord {
  let app = state.applications.get(state.botUserId);
  if (!app) {
    app = {
      id: state.botUserId,
      name: state.users.get(state.botUserId)?.username ?? 'bot',
      description: '',
      icon: null,
      cover_image: null,
      bot_public: true,
      bot_require_code_grant: false,
      // GATEWAY_GUILD_MEMBERS_LIMITED | GATEWAY_MESSAGE_CONTENT_LIMITED | APPLICATION_COMMAND_BADGE
      flags: (1 << 15) | (1 << 19) | (1 << 23),
      tags: [],
      owner_id: null,
      verify_key: 'a'.repeat(64),
      custom_install_url: null,
      interactions_endpoint_url: null,
      role_connections_verification_url: null,
      install_params: null,
      integration_types_config: { '0': {} },
      event_webhooks_url: null,
      event_webhooks_status: 1,
      event_webhooks_types: [],
      emojis: new Map(),
      role_connection_metadata: [],
      skus: new Map(),
      entitlements: new Map(),
      subscriptions: new Map(),
      activity_instances: new Map(),
    };
    state.applications.set(app.id, app);
  }
  return app;
}
