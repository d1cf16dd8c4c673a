/** How one third-party tool carries over. */
export interface ToolMapping {
  source: string;
  target: string | null;
  status: 'mapped' | 'manual_review' | 'unmapped';
  confidence: 'high' | 'medium' | 'low';
  reason: string;
}

export type MappingRule = [pattern: RegExp, outcome: Omit<ToolMapping, 'source'>];

const mapped = (target: string, reason = 'same operation', confidence: ToolMapping['confidence'] = 'high') => ({ target, status: 'mapped' as const, confidence, reason });
const review = (target: string | null, reason: string) => ({ target, status: 'manual_review' as const, confidence: 'medium' as const, reason });
const none = (reason: string) => ({ target: null, status: 'unmapped' as const, confidence: 'high' as const, reason });

/**
 * Shared rules over a normalised name (prefix removed, snake_case, verb first), first match wins. The three servers
 * use the common Discord vocabulary; adapter-specific overrides come first (see the adapters).
 */
export const COMMON_RULES: MappingRule[] = [
  // Messages.
  [/^(send|post)_(message|text|msg)$|^send$/, mapped('messages_send')],
  [/^(edit|update)_embed$/, review('components_v2_edit', 'embed helpers become Components V2 layouts; rebuild the payload')],
  [/embed/, review('components_v2_send', 'embed helpers become Components V2 layouts (or plain messages_send); rebuild the payload')],
  [/^(edit|update|modify)_message$/, mapped('messages_edit')],
  [/^(delete|remove)_message$/, mapped('messages_delete', 'same operation; chat-mcp asks for __confirm: true')],
  [/^(bulk_delete|purge|clear|prune)_(channel_)?messages$|^bulk_delete$/, mapped('messages_bulk_delete', 'same operation; chat-mcp asks for __confirm: true', 'medium')],
  [/^(get|read|fetch|list)_(channel_|recent_)?(messages|message_history|history)$/, mapped('messages_read')],
  [/^(get|fetch|read)_message$/, mapped('messages_get')],
  [/^search(_channel)?_messages$|^search$/, mapped('messages_search_recent', 'searches recent messages of one channel', 'medium')],
  [/^pin(_message)?$/, mapped('messages_pin')],
  [/^unpin(_message)?$/, mapped('messages_unpin')],
  [/^(get|list)_pin(ned)?(_messages|s)?$/, mapped('messages_list_pins')],
  [/^(crosspost|publish)(_message)?$/, mapped('messages_crosspost')],
  [/^(add|create)_reactions?$|^react$/, mapped('reactions_create')],
  [/^(remove|delete)_(all|clear)_reactions$|^clear_reactions$/, mapped('reactions_delete_all')],
  [/^(remove|delete)_(own_)?reaction$/, mapped('reactions_delete_own', 'removes the bot’s own reaction; another user’s is reactions_delete_user', 'medium')],
  [/^(get|list)_reactions?$/, mapped('reactions_list')],
  [/^(forward|reply|quote)(_to)?_message$|^get_replies$/, none('no chat-mcp tool forwards messages or follows reply chains')],
  // Threads and forums.
  [/^(create|start)_forum_(post|thread)$/, mapped('channels_forum_create_thread')],
  [/^(create|start)_thread(_from_message)?$/, review('messages_create_thread', 'chat-mcp starts threads from a message (or forum posts with channels_forum_create_thread)')],
  [/^(archive|unarchive|lock|unlock|edit|update|modify)_thread$|^(edit|update)_forum_post$/, mapped('channels_modify', 'threads are channels: archived/locked/name via channels_modify', 'medium')],
  [/^(list|get)_(active_)?threads$|^list_forum_(posts|threads)$/, mapped('channels_list_active_threads_guild', 'lists active threads of the guild', 'medium')],
  [/^(list|get)_archived_threads$/, mapped('channels_list_public_archived_threads', 'public archived threads (private ones: channels_list_private_archived_threads)', 'medium')],
  [/^join_thread$/, mapped('threads_join')],
  [/^leave_thread$/, mapped('threads_leave')],
  [/^add_(thread_member|member_to_thread|user_to_thread)$/, mapped('threads_add_member')],
  [/^remove_(thread_member|member_from_thread|user_from_thread)$/, mapped('threads_remove_member')],
  [/^(list|get)_thread_members$/, mapped('threads_list_members')],
  [/^delete_thread$/, mapped('channels_delete', 'threads are channels; chat-mcp asks for __confirm: true')],
  [/^get_thread(_info)?$/, mapped('channels_get', 'threads are channels')],
  [/^get_thread_messages$/, mapped('messages_read', 'threads are channels')],
  [/^get_thread_pinned_messages$/, mapped('messages_list_pins', 'threads are channels')],
  // Channels.
  [/^(create|add)_((text|voice|stage|announcement|news|forum|media)_)?channel$|^create_category$/, mapped('channels_create_guild_channel', 'one tool for every channel type (type argument)')],
  [/^(lock|unlock)_channel$/, review('channels_modify_permissions', 'composes permission overwrites for @everyone; rebuild as channels_modify_permissions calls')],
  [/^(set|edit|update|modify|sync)_(channel_)?permissions?$|^(set|edit)_channel_permission_overwrites?$|^overwrite_permissions$/, mapped('channels_modify_permissions', 'sets one permission overwrite', 'medium')],
  [/^(delete|remove)_(channel_)?permission(s|_overwrite)?$/, mapped('channels_delete_permissions')],
  [/^(edit|update|modify|rename|move|set)_(channel|category)(_.*)?$|^set_(slowmode|topic)$/, mapped('channels_modify', 'name, topic, position, parent and slowmode are channels_modify arguments', 'medium')],
  [/^(delete|remove)_(channel|category)$/, mapped('channels_delete', 'same operation; chat-mcp asks for __confirm: true')],
  [/^(get|fetch)_channel(_info)?$/, mapped('channels_get')],
  [/^(list|get)_(channels|categories|text_channels|voice_channels)$/, mapped('channels_list')],
  [/^(send|trigger)_typing$/, mapped('channels_trigger_typing')],
  [/^follow_(announcement_)?channel$/, mapped('channels_follow_announcement')],
  // Guild.
  [/^(get|fetch)_(server|guild)(_info|_details)?$|^(server|guild)_info$/, mapped('guild_get')],
  [/^(list|get)_(servers|guilds)$/, mapped('users_list_current_user_guilds')],
  [/^(edit|update|modify)_(server|guild)(_settings)?$/, mapped('guild_modify')],
  [/^get_welcome_screen$/, mapped('guild_get_welcome_screen')],
  [/^(edit|update|modify)_welcome_screen$/, mapped('guild_modify_welcome_screen')],
  [/^get_widget(_settings)?$/, mapped('guild_get_widget_settings', 'widget settings', 'medium')],
  [/^get_vanity(_url)?$/, mapped('guild_get_vanity_url')],
  [/^get_prune_count$/, mapped('guild_get_prune_count')],
  [/^(begin_)?prune(_members)?$/, mapped('guild_begin_prune', 'same operation; chat-mcp asks for __confirm: true', 'medium')],
  [/^(list|get)_integrations$/, mapped('guild_list_integrations')],
  [/^(list|get)_voice_regions$/, mapped('voice_list_regions')],
  [/^(get|query|fetch)_audit_logs?$|^audit_log$/, mapped('audit_log_get')],
  [/stats|statistics|analytics|overview|summary$/, none('a client-side summary; compose it from guild_get, channels_list and members_list')],
  [/^(get|list)_(onboarding)$/, mapped('onboarding_get')],
  [/^(edit|update|modify|set)_onboarding$/, mapped('onboarding_modify')],
  // Members.
  [/^(get|fetch)_(member|user_info|member_info)$/, mapped('members_get')],
  [/^(list|get)_members$/, mapped('members_list')],
  [/^(search|find)_members?$/, mapped('members_search')],
  [/^kick(_member|_user)?$/, mapped('members_kick', 'same operation; chat-mcp asks for __confirm: true')],
  [/^bulk_ban(_members)?$/, mapped('members_bulk_ban', 'same operation; chat-mcp asks for __confirm: true')],
  [/^ban(_member|_user)?$/, mapped('members_ban', 'same operation; chat-mcp asks for __confirm: true')],
  [/^unban(_member|_user)?$/, mapped('members_unban')],
  [/^(get|list)_bans$/, mapped('members_list_bans')],
  [/^get_ban$/, mapped('members_get_ban')],
  [/^(timeout|mute|untimeout|unmute)(_member|_user)?$|^remove_timeout$/, mapped('members_modify', 'timeouts are members_modify with communication_disabled_until (the caller supplies the end time)', 'medium')],
  [/^(set|change|edit|update)_bot_(nick|nickname)$|^set_own_nickname$/, mapped('members_modify_current')],
  [/^(set|change|edit|update)_(member_)?(nick|nickname)$|^(edit|update|modify)_member$/, mapped('members_modify')],
  [/^(move|disconnect)_(member|user)(_to_voice|_from_voice)?$|^move_to_voice$|^voice_(move|kick)$/, review('members_modify', 'voice moves are members_modify with channel_id; the old tool composed several steps')],
  [/^(bulk|mass)_(assign|add|remove)_roles?$|^(assign|add)_role_to_(all|many|members)$/, review('members_add_role', 'one members_add_role / members_remove_role call per member')],
  [/^(add|assign|give|grant)_role(_to_(member|user))?$|^add_member_role$/, mapped('members_add_role')],
  [/^(remove|revoke|take)_role(_from_(member|user))?$|^remove_member_role$/, mapped('members_remove_role')],
  // Roles.
  [/^(list|get)_roles$/, mapped('roles_list')],
  [/^(get|fetch)_role(_info)?$/, mapped('roles_list', 'roles_list returns every role with its settings', 'medium')],
  [/^create_role$/, mapped('roles_create')],
  [/^(set|edit|update|modify)_role_positions?$|^reorder_roles$/, mapped('roles_modify_positions')],
  [/^(edit|update|modify|rename)_role$|^set_role_(color|permissions|name)$/, mapped('roles_modify')],
  [/^delete_role$/, mapped('roles_delete', 'same operation; chat-mcp asks for __confirm: true')],
  // Permissions.
  [/^(check|get|explain|compute)_(member_|user_|bot_|channel_)?permissions$/, mapped('permissions_explain', 'explains effective permissions in a channel', 'medium')],
  [/^(copy|clone|sync)_(channel_)?permissions?(_from|_to)?.*$/, none('copying overwrites between channels is a client-side helper; read with channels_get and write with channels_modify_permissions')],
  [/^audit_(channel_)?permissions$|^permission_audit$/, review('permissions_audit_channel', 'chat-mcp audits one channel at a time; the old tool was a client-side report')],
  // Webhooks.
  [/^create_webhook$/, mapped('webhooks_create')],
  [/^(list|get)_(channel_)?webhooks$/, mapped('webhooks_list_channel', 'per channel (webhooks_list_guild for the whole guild)', 'medium')],
  [/^(list|get)_guild_webhooks$/, mapped('webhooks_list_guild')],
  [/^get_webhook$/, mapped('webhooks_get')],
  [/^(edit|update|modify)_webhook$/, mapped('webhooks_modify')],
  [/^delete_webhook$/, mapped('webhooks_delete', 'same operation; chat-mcp asks for __confirm: true')],
  [/^(execute|send|post)_(via_)?webhook(_message)?$/, mapped('webhooks_execute')],
  [/^(edit|update)_webhook_message$/, mapped('webhooks_edit_message')],
  [/^delete_webhook_message$/, mapped('webhooks_delete_message')],
  // Scheduled events.
  [/^(get|list)_(event|scheduled_event)_(subscribers|users|attendees|rsvps|interested)$/, mapped('events_list_users')],
  [/^create_(scheduled_)?event$/, mapped('events_create')],
  [/^(list|get)_(scheduled_)?events$/, mapped('events_list')],
  [/^get_(scheduled_)?event$/, mapped('events_get')],
  [/^(edit|update|modify|start|end)_(scheduled_)?event$/, mapped('events_modify', 'status changes (start, end) are events_modify', 'medium')],
  [/^(delete|cancel)_(scheduled_)?event$/, mapped('events_delete', 'same operation; chat-mcp asks for __confirm: true')],
  // Invites.
  [/^create_invite$/, mapped('invites_create_channel')],
  [/^(list|get)_(channel_|guild_|server_)?invites$/, mapped('invites_list_channel', 'per channel', 'medium')],
  [/^get_invite(_info)?$/, mapped('invites_get')],
  [/^(delete|revoke)_invite$/, mapped('invites_delete')],
  // Expressions.
  [/^(list|get)_app(lication)?_emojis$/, mapped('app_emojis_list')],
  [/^(create|upload|add)_app(lication)?_emoji$/, mapped('app_emojis_create')],
  [/^delete_app(lication)?_emoji$/, mapped('app_emojis_delete')],
  [/^(list|get)_(guild_|server_)?emojis$/, mapped('emojis_list_guild')],
  [/^get_emoji$/, mapped('emojis_get')],
  [/^(create|upload|add)_emoji$/, mapped('emojis_create')],
  [/^(edit|update|modify|rename)_emoji$/, mapped('emojis_modify')],
  [/^delete_emoji$/, mapped('emojis_delete')],
  [/^(list|get)_(guild_)?stickers$/, mapped('stickers_list_guild')],
  [/^(create|upload)_sticker$/, mapped('stickers_create_guild_sticker')],
  [/^(edit|update|modify)_sticker$/, mapped('stickers_modify_guild_sticker')],
  [/^delete_sticker$/, mapped('stickers_delete_guild_sticker')],
  [/^(list|get)_soundboard(_sounds)?$/, mapped('soundboard_list_guild_sounds')],
  [/^(play|send)_(sound|soundboard_sound)$/, mapped('soundboard_send_sound')],
  // Stage, automod, polls.
  [/^(create|start)_stage(_instance)?$/, mapped('stage_instances_create')],
  [/^get_stage(_instance)?$/, mapped('stage_instances_get')],
  [/^(edit|update|modify)_stage(_instance)?$/, mapped('stage_instances_modify')],
  [/^(end|delete|stop)_stage(_instance)?$/, mapped('stage_instances_delete')],
  [/^(list|get)_(automod|auto_moderation)_rules$/, mapped('automod_list_rules')],
  [/^get_(automod|auto_moderation)_rule$/, mapped('automod_get_rule')],
  [/^create_(automod|auto_moderation)_rule$/, mapped('automod_create_rule')],
  [/^(edit|update|modify)_(automod|auto_moderation)_rule$/, mapped('automod_modify_rule')],
  [/^delete_(automod|auto_moderation)_rule$/, mapped('automod_delete_rule')],
  [/^end_poll$/, mapped('polls_end')],
  [/^get_poll_(results|voters|answers)$/, mapped('polls_get_voters', 'voters per answer', 'medium')],
  [/^(create|send)_poll$/, none('chat-mcp has no tool that posts a poll')],
  // Guild templates.
  [/^(list|get)_(guild_)?templates$/, mapped('templates_list')],
  [/^get_(guild_)?template$/, mapped('templates_get')],
  [/^create_(guild_)?template$/, mapped('templates_create')],
  [/^sync_(guild_)?template$/, mapped('templates_sync')],
  [/^(edit|update|modify)_(guild_)?template$/, mapped('templates_modify')],
  [/^delete_(guild_)?template$/, mapped('templates_delete', 'same operation; chat-mcp asks for __confirm: true')],
  [/^create_(guild|server)_from_template$/, none('bots cannot create guilds from templates in chat-mcp')],
  // Application commands.
  [/^(list|get)_(slash_|application_)?commands$/, review('commands_list_guild', 'chat-mcp separates guild (commands_list_guild) and global (commands_list_global) commands')],
  [/^(create|register)_(slash_|application_)?command$/, review('commands_create_guild', 'choose commands_create_guild or commands_create_global')],
  [/^(edit|update|modify)_(slash_|application_)?command$/, review('commands_modify_guild', 'choose commands_modify_guild or commands_modify_global')],
  [/^delete_(slash_|application_)?command$/, review('commands_delete_guild', 'choose commands_delete_guild or commands_delete_global')],
  // Users, DMs, presence.
  [/^(get|fetch)_user$/, mapped('users_get')],
  [/^(get_bot_info|get_current_user|whoami|get_me|get_bot_user)$/, mapped('users_get_current')],
  [/^leave_(server|guild)$/, mapped('users_leave_guild', 'same operation; chat-mcp asks for __confirm: true')],
  [/^(update|edit|modify)_application$/, mapped('application_modify_current')],
  [/^(update|edit|modify)_(bot_profile|bot_user|current_user)$/, mapped('users_modify_current', 'bot username/avatar', 'medium')],
  [/(^|_)(dm|dms|direct_message|direct_messages)(_|$)/, review('users_create_dm', 'open the DM channel with users_create_dm (consent policy applies), then messages_send / messages_read')],
  [/presence|activity|status$/, none('presence needs a Gateway session; chat-mcp does not set bot presence')],
  [/^(get|fetch)_voice_state$/, mapped('voice_get_user_state')],
];

/** The first rule that matches, or an honest "no counterpart". */
export function applyRules(rules: readonly MappingRule[], name: string, normalised: string): ToolMapping {
  for (const [pattern, outcome] of rules) if (pattern.test(normalised)) return { source: name, ...outcome };
  return { source: name, target: null, status: 'unmapped', confidence: 'low', reason: 'no chat-mcp tool corresponds to this name; check the old tool’s behaviour' };
}
