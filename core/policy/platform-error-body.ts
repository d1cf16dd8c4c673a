import type { PlatformError } from '../platform/platform-error.js';
import type { ToolErrorBody, ToolErrorCode } from './tool-error.js';

/**
 * What an agent should do next, by Discord JSON error code: every code the emulator answers with
 * (test/unit/discord-error-hints.test.ts walks them) and the others the tools are known to meet. The message
 * beside the hint names the route; a hint names the fix and, where one exists, the tool that finds the right id.
 */
export const DISCORD_ERROR_HINTS: Readonly<Record<number, string>> = {
  // Unknown entities (404)
  10002: 'Unknown application: check application_id (application_get_current shows the bot\'s own).',
  10003: 'Unknown channel: check channel_id (channels_list shows valid ids).',
  10004: 'Unknown guild: check guild_id, and that the bot is a member (users_list_current_user_guilds).',
  10005: 'Unknown integration: check integration_id (guild_list_integrations shows valid ids).',
  10006: 'Unknown invite: the code is wrong, expired or revoked (invites_list_channel shows live ones).',
  10007: 'Unknown member: the user is not in this guild (members_search finds members by name).',
  10008: 'Unknown message: it was deleted or the id belongs to another channel (messages_search_recent finds it).',
  10009: 'Unknown permission overwrite: the channel has no overwrite for this role or user (channels_get shows them).',
  10011: 'Unknown role: check role_id (roles_list shows valid ids).',
  10013: 'Unknown user: check user_id (members_search finds members by name).',
  10014: 'Unknown emoji: check emoji_id (emojis_list_guild or app_emojis_list shows valid ids).',
  10015: 'Unknown webhook: check webhook_id (webhooks_list_channel or webhooks_list_guild shows valid ids).',
  10026: 'Unknown ban: the user is not banned here (members_list_bans shows bans).',
  10027: 'Unknown SKU: check sku_id (skus_list shows valid ids).',
  10029: 'Unknown entitlement: check entitlement_id (entitlements_list shows valid ids).',
  10057: 'Unknown guild template: check the template code (templates_list shows the guild\'s template).',
  10060: 'Unknown sticker: check sticker_id (stickers_list_guild or stickers_list_packs shows valid ids).',
  10062: 'Unknown interaction: its token expired (15 minutes) or was already used for the initial response; answer the next interaction instead.',
  10063: 'Unknown application command: check command_id (commands_list_guild or commands_list_global shows valid ids).',
  10065: 'Unknown voice state: the user is not in a voice channel of this guild right now.',
  10066: 'Unknown command permissions or auto-moderation rule: check the id (automod_list_rules, commands_get_guild_command_permissions).',
  10067: 'Unknown stage instance: the stage is not live (stage_instances_create opens it).',
  10070: 'Unknown scheduled event: check event_id (events_list shows valid ids).',
  10071: 'Unknown event user: the user has not RSVP\'d to this event (events_list_users shows who has).',
  10097: 'Unknown soundboard sound: check sound_id (soundboard_list_guild_sounds shows valid ids).',
  // Refusals (401/403)
  20001: 'Bots cannot use this endpoint: do it in the Discord client, or use the bot equivalent tool.',
  50001: 'The bot cannot see this resource: add it to the guild or give it View Channel there.',
  50004: 'The guild widget is disabled: enable it with guild_modify_widget first.',
  50005: 'The bot can edit only its own messages: send a new message instead (messages_send).',
  50013: 'The bot lacks a permission for this action: grant it through a role or channel overwrite (doctor --access lists what is missing).',
  50027: 'The webhook token is wrong or was reset: read it again with webhooks_get (needs Manage Webhooks).',
  50167: 'The member is server-muted, deafened or suppressed: unmute them (members_modify) before sending a voice effect.',
  // Limits (400)
  30003: 'The channel has the maximum number of pins: unpin one first (messages_list_pins, messages_unpin).',
  30005: 'The guild has the maximum of 250 roles: delete an unused role first (roles_list, roles_delete).',
  30007: 'The channel has the maximum of 15 webhooks: delete an unused one first (webhooks_list_channel, webhooks_delete).',
  30008: 'The emoji slots are full: delete an unused emoji first (emojis_list_guild or app_emojis_list).',
  30010: 'The message has the maximum number of distinct reactions: reuse an existing reaction (reactions_list).',
  30013: 'The guild has the maximum of 500 channels: delete unused channels first (channels_list, channels_delete).',
  30016: 'The guild has the maximum number of invites: delete old ones first (invites_list_channel, invites_delete).',
  30018: 'The animated emoji slots are full: delete an unused animated emoji first (emojis_list_guild).',
  30031: 'The guild already has a template: sync or modify it (templates_sync, templates_modify) instead of creating one.',
  30032: 'The application has the maximum number of commands: delete one first (commands_list_guild or commands_list_global).',
  30039: 'The sticker slots are full: delete an unused sticker first (stickers_list_guild).',
  30045: 'The soundboard slots are full: delete an unused sound first (soundboard_list_guild_sounds).',
  // Requests Discord refuses as sent (400)
  40005: 'The request is too large: send smaller files or fewer attachments.',
  40007: 'The user is banned from this guild: unban them first (members_unban) if that is intended.',
  40032: 'The user is not connected to voice: they must join a voice channel first (voice_get_user_state shows where they are).',
  40033: 'The message was already crossposted: nothing more to do.',
  40060: 'The interaction was already acknowledged: edit the original response or send a followup (interactions_edit_original_response, interactions_create_followup).',
  40061: 'Forum tag names must be unique: rename the duplicate tag.',
  40067: 'This forum requires a tag on every post: pass applied_tags (channels_get lists the available tags).',
  50006: 'Discord refuses an empty message: give content, an embed, components, a sticker or a file.',
  50007: 'Discord will not deliver this DM: the user blocks DMs from the guild or the bot; reach them in a guild channel instead.',
  50008: 'channel_id is not a channel that holds messages (a category, forum, media or directory channel): pick a text, announcement, voice or thread channel (channels_list shows each type), or start a forum post with channels_forum_create_thread.',
  50016: 'Bulk delete takes 2 to 100 message ids: split or extend the list.',
  50019: 'A message can be pinned only in its own channel: pass the channel the message was sent in.',
  50021: 'System messages (joins, boosts, pins) cannot be edited or acted on this way: pick a user message.',
  50024: 'This action does not work on this channel type: check the channel type with channels_get and pick a channel of the kind the tool names.',
  50028: 'Invalid role: the @everyone role and managed (bot or integration) roles cannot be used here; pick another role (roles_list).',
  50033: 'Invalid recipient: the user id is wrong or the user cannot receive this; check recipient_id.',
  50034: 'Bulk delete refuses messages older than 14 days: delete those one by one with messages_delete.',
  50035: 'Discord rejected the listed fields: fix each one and call again; nothing was changed.',
  50045: 'The file is larger than Discord allows here: send a smaller file.',
  50055: 'Invalid guild for this action: check guild_id, and that the bot is a member.',
  50074: 'Community guilds need their rules and updates channels: set others first (guild_modify) before deleting this one.',
  50081: 'Invalid sticker: the bot can send only guild stickers of this guild or standard stickers (stickers_list_guild, stickers_list_packs).',
  50083: 'The thread is archived: unarchive it first (channels_modify with archived false).',
  50101: 'The guild lacks the boost level this needs: drop the feature (for example the role icon) or boost the guild.',
  50109: 'The request body was not valid JSON: a chat-mcp bug; report it with the tool name.',
  // Features (400)
  130000: 'Discord is overloaded: wait a few seconds and retry.',
  150006: 'The stage is already live: modify it (stage_instances_modify) instead of creating it.',
  160002: 'Replying needs Read Message History in this channel: grant it to the bot or send without a reply.',
  160004: 'This message already has a thread: post in that thread (it has the same id as the message).',
  160005: 'The thread is locked: a moderator must unlock it (channels_modify with locked false).',
  160006: 'The channel has the maximum number of active threads: archive some first (channels_list_active_threads_guild).',
  180000: 'Events move only scheduled → active → completed, or scheduled → canceled: pick a status the event can reach now (events_get shows it).',
  200000: 'Auto moderation blocked the message: change the content (automod_list_rules shows the rules).',
  200001: 'Auto moderation blocked the title: change it (automod_list_rules shows the rules).',
  220001: 'Webhook posts to a forum need thread_name (a new post) or thread_id (an existing post).',
  220003: 'Webhooks can start threads only in forum or media channels: drop thread_name or use a forum channel.',
  350000: 'Onboarding needs enough default channels that @everyone can see, some of them open for posting: add channels to default_channel_ids (onboarding_get shows the current setup).',
  500000: 'Discord banned none of the users: check that the ids are members or users and that the bot outranks them.',
  520001: 'The poll has already ended: read the results with polls_get_voters.',
  520006: 'The message has no poll: pass the id of a message that carries one.',
};

/** When Discord sent no code, or one without a hint: what the HTTP status alone says to do. */
const STATUS_HINTS: Readonly<Record<string, string>> = {
  PLATFORM_BAD_REQUEST: 'Discord refused the request as sent: fix the arguments the message names and call again.',
  PLATFORM_UNAUTHORIZED: 'Discord rejected the credential: check CHAT_TOKEN (chat-mcp doctor --online tests it).',
  PLATFORM_FORBIDDEN: 'The bot may not do this here: check its roles and the channel overwrites (chat-mcp doctor --access lists what is missing).',
  PLATFORM_NOT_FOUND: 'Discord does not know this resource: check the ids (the list tool of that kind shows valid ones).',
  PLATFORM_UNAVAILABLE: 'Discord did not answer or is failing: wait a few seconds and retry.',
  PLATFORM_ERROR: 'Discord refused the request: read the message, then adjust and retry.',
};

/** Permissions whose use Discord also limits by role hierarchy. */
const HIERARCHY_PERMISSIONS = new Set(['MANAGE_ROLES', 'KICK_MEMBERS', 'BAN_MEMBERS', 'MODERATE_MEMBERS', 'MANAGE_NICKNAMES']);

function codeFor(status: number | null, outcomeUnknown: boolean): ToolErrorCode {
  if (outcomeUnknown) return 'PLATFORM_OUTCOME_UNKNOWN';
  if (status === null) return 'PLATFORM_UNAVAILABLE';
  if (status === 400) return 'PLATFORM_BAD_REQUEST';
  if (status === 401) return 'PLATFORM_UNAUTHORIZED';
  if (status === 403) return 'PLATFORM_FORBIDDEN';
  if (status === 404) return 'PLATFORM_NOT_FOUND';
  if (status === 429) return 'PLATFORM_RATE_LIMITED';
  if (status >= 500) return 'PLATFORM_UNAVAILABLE';
  return 'PLATFORM_ERROR';
}

/**
 * `permissions`: what the tool normally needs, named in the hint of a 50013. `readBack`: the read tools that show
 * whether a write of unknown outcome was applied.
 */
export function platformErrorBody(error: PlatformError, permissions: readonly string[] = [], readBack: readonly string[] = []): ToolErrorBody {
  const code = codeFor(error.status, error.outcomeUnknown);
  const retriable = code === 'PLATFORM_RATE_LIMITED' || code === 'PLATFORM_UNAVAILABLE';
  const statusText = error.status === null ? 'no answer' : `HTTP ${error.status}`;
  const discordText = error.discordCode === null ? '' : `, Discord code ${error.discordCode}`;
  let hint = (error.discordCode === null ? undefined : DISCORD_ERROR_HINTS[error.discordCode]) ?? STATUS_HINTS[code];
  if (error.discordCode === 50035 && !error.fieldErrors.length) hint = 'Discord rejected a field of the request: the message names it; fix it and call again.';
  if (error.discordCode === 50013 && permissions.length) {
    const hierarchy = permissions.some((p) => HIERARCHY_PERMISSIONS.has(p))
      ? " Discord also requires the bot's highest role to sit above the role or member it acts on."
      : '';
    hint = `The bot lacks a permission: this action needs ${permissions.join(', ')} (grant it through a role or channel overwrite).${hierarchy}`;
  }
  if (code === 'PLATFORM_RATE_LIMITED') hint = `Wait ${error.retryAfter ?? 1} s before retrying.`;
  if (code === 'PLATFORM_OUTCOME_UNKNOWN') {
    const how = readBack.length ? ` (${readBack.join(' or ')})` : '';
    hint = `The write may or may not have been applied: read the resource back${how} before retrying.`;
  }
  return {
    code,
    message: `${error.method} ${error.route} failed (${statusText}${discordText}): ${error.message}`,
    retriable,
    ...(hint ? { recovery_hint: hint } : {}),
    ...(error.status !== null ? { status: error.status } : {}),
    ...(error.discordCode !== null ? { discord_code: error.discordCode } : {}),
    ...(error.retryAfter !== undefined ? { retry_after: error.retryAfter } : {}),
    ...(error.fieldErrors.length ? { issues: error.fieldErrors } : {}),
  };
}
