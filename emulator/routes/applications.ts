import { DiscordError, missingAccess, notFound, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { apiUser } from '../serialize.js';
import { botApplication, EDITABLE_APPLICATION_FLAGS, type AppEmojiRecord, type ApplicationRecord } from '../state/application-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { checkEmojiName, EMOJI_IMAGE_TYPES, EMOJI_MAX_BYTES } from './emojis.js';
import { decodeDataUri, fieldError } from './expressions-common.js';

const MAX_APP_EMOJIS = 2000;

/** `/applications/{application_id}/...`: the bot may act only on its own application. */
export function ownApplication(state: EmulatorState, id: string): ApplicationRecord {
  if (id === state.botUserId) return botApplication(state);
  if (state.applications.has(id)) throw missingAccess();
  throw unknownEntity('application');
}

/** A stored image: Discord keeps a hash of the upload. */
const imageHash = (value: string | null) => (value ? Buffer.from(value.slice(-32)).toString('hex').slice(0, 32) : null);

export function apiApplication(state: EmulatorState, app: ApplicationRecord) {
  const bot = state.users.get(app.id);
  return {
    id: app.id,
    name: app.name,
    icon: app.icon,
    description: app.description,
    summary: '',
    type: null,
    ...(app.cover_image ? { cover_image: app.cover_image } : {}),
    bot_public: app.bot_public,
    bot_require_code_grant: app.bot_require_code_grant,
    verify_key: app.verify_key,
    flags: app.flags,
    tags: [...app.tags],
    ...(app.owner_id && state.users.has(app.owner_id) ? { owner: apiUser(state.user(app.owner_id)) } : {}),
    ...(bot ? { bot: apiUser(bot) } : {}),
    team: null,
    ...(app.custom_install_url ? { custom_install_url: app.custom_install_url } : {}),
    ...(app.install_params ? { install_params: { ...app.install_params } } : {}),
    integration_types_config: structuredClone(app.integration_types_config),
    interactions_endpoint_url: app.interactions_endpoint_url,
    role_connections_verification_url: app.role_connections_verification_url,
    event_webhooks_url: app.event_webhooks_url,
    event_webhooks_status: app.event_webhooks_status,
    event_webhooks_types: [...app.event_webhooks_types],
    approximate_guild_count: [...state.guilds.values()].filter((g) => g.members.has(app.id)).length,
  };
}

const apiAppEmoji = (state: EmulatorState, e: AppEmojiRecord) => ({
  id: e.id,
  name: e.name,
  roles: [],
  ...(state.users.has(e.user_id) ? { user: apiUser(state.user(e.user_id)) } : {}),
  require_colons: true,
  managed: false,
  animated: e.animated,
  available: true,
});

function appEmoji(app: ApplicationRecord, id: string): AppEmojiRecord {
  const found = app.emojis.get(id);
  if (!found) throw unknownEntity('emoji');
  return found;
}

/** Application emoji names are unique within the application. */
function checkUniqueName(app: ApplicationRecord, name: string, except?: string): void {
  for (const e of app.emojis.values()) {
    if (e.name === name && e.id !== except) throw fieldError('name', 'APPLICATION_EMOJI_NAME_ALREADY_TAKEN', 'Application emoji name already taken');
  }
}

/** Wire install params: Discord stores the permissions as a base-10 string. */
const storedInstallParams = (p: { scopes?: string[] | null; permissions?: number | string | null } | null) =>
  p ? { scopes: [...(p.scopes ?? [])], permissions: String(p.permissions ?? 0) } : null;

export const applicationRoutes: RouteModule = (r) => {
  r.get('/applications/@me', ({ state }) => ({ body: apiApplication(state, botApplication(state)) }));

  r.patch('/applications/@me', ({ state, body }) => {
    const app = botApplication(state);
    if (body.flags != null && (body.flags & ~EDITABLE_APPLICATION_FLAGS) !== 0) {
      throw fieldError('flags', 'APPLICATION_FLAGS_INVALID', 'Only the limited gateway intent flags can be changed');
    }
    if (body.description !== undefined) app.description = body.description?.default ?? '';
    if (body.icon !== undefined) app.icon = imageHash(body.icon);
    if (body.cover_image !== undefined) app.cover_image = imageHash(body.cover_image);
    if (body.flags != null) app.flags = (app.flags & ~EDITABLE_APPLICATION_FLAGS) | body.flags;
    if (body.tags !== undefined) app.tags = [...(body.tags ?? [])];
    if (body.custom_install_url !== undefined) app.custom_install_url = body.custom_install_url;
    if (body.install_params !== undefined) app.install_params = storedInstallParams(body.install_params);
    if (body.integration_types_config != null) {
      for (const [key, cfg] of Object.entries(body.integration_types_config as Record<string, { oauth2_install_params?: never } | null>)) {
        app.integration_types_config[key] = cfg?.oauth2_install_params ? { oauth2_install_params: storedInstallParams(cfg.oauth2_install_params) } : {};
      }
    }
    for (const key of ['interactions_endpoint_url', 'role_connections_verification_url', 'event_webhooks_url'] as const) {
      if (body[key] !== undefined) app[key] = body[key];
    }
    if (body.event_webhooks_status != null) app.event_webhooks_status = body.event_webhooks_status;
    if (body.event_webhooks_types !== undefined) app.event_webhooks_types = [...(body.event_webhooks_types ?? [])];
    return { body: apiApplication(state, app) };
  });

  r.get('/applications/{application_id}/role-connections/metadata', ({ state, params }) => ({
    body: ownApplication(state, params.application_id!).role_connection_metadata.map((m) => ({ ...m })),
  }));

  /** Replaces the whole set (at most 5 records, unique keys). */
  r.put('/applications/{application_id}/role-connections/metadata', ({ state, params, body }) => {
    const app = ownApplication(state, params.application_id!);
    const rows = (body ?? []) as ApplicationRecord['role_connection_metadata'];
    const keys = rows.map((m) => m.key);
    if (new Set(keys).size !== keys.length) throw fieldError('key', 'APPLICATION_ROLE_CONNECTIONS_METADATA_DUPLICATE_KEY', 'Keys must be unique');
    const bad = keys.find((k) => !/^[a-z0-9_]{1,50}$/.test(k));
    if (bad !== undefined) throw fieldError('key', 'STRING_TYPE_REGEX', `Invalid key ${bad}`);
    app.role_connection_metadata = rows.map((m) => ({ ...m }));
    return { body: app.role_connection_metadata.map((m) => ({ ...m })) };
  });

  r.get('/applications/{application_id}/activity-instances/{instance_id}', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    const found = app.activity_instances.get(params.instance_id!);
    if (!found) throw notFound();
    return { body: { application_id: app.id, ...structuredClone(found) } };
  });

  // Application emojis: owned by the app, usable by its bot everywhere. The list is wrapped in `items`.
  r.get('/applications/{application_id}/emojis', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    return { body: { items: [...app.emojis.values()].map((e) => apiAppEmoji(state, e)) } };
  });

  r.get('/applications/{application_id}/emojis/{emoji_id}', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    return { body: apiAppEmoji(state, appEmoji(app, params.emoji_id!)) };
  });

  r.post('/applications/{application_id}/emojis', ({ state, params, body }) => {
    const app = ownApplication(state, params.application_id!);
    checkEmojiName(body.name);
    checkUniqueName(app, body.name);
    const image = decodeDataUri('image', body.image, EMOJI_IMAGE_TYPES, EMOJI_MAX_BYTES);
    if (app.emojis.size >= MAX_APP_EMOJIS) throw new DiscordError(400, 30008, `Maximum number of emojis reached (${MAX_APP_EMOJIS})`);
    const created: AppEmojiRecord = { id: state.ids.next(), name: body.name, animated: image.mime === 'image/gif', user_id: state.botUserId };
    app.emojis.set(created.id, created);
    return { status: 201, body: apiAppEmoji(state, created) };
  });

  r.patch('/applications/{application_id}/emojis/{emoji_id}', ({ state, params, body }) => {
    const app = ownApplication(state, params.application_id!);
    const emoji = appEmoji(app, params.emoji_id!);
    if (body.name !== undefined) {
      checkEmojiName(body.name);
      checkUniqueName(app, body.name, emoji.id);
      emoji.name = body.name;
    }
    return { body: apiAppEmoji(state, emoji) };
  });

  r.delete('/applications/{application_id}/emojis/{emoji_id}', ({ state, params }) => {
    const app = ownApplication(state, params.application_id!);
    app.emojis.delete(appEmoji(app, params.emoji_id!).id);
    return {};
  });
};
