/** Gateway intents (documented bit values) and the events each one carries. */
export const INTENTS = {
  GUILDS: 1 << 0,
  GUILD_MEMBERS: 1 << 1,
  GUILD_MODERATION: 1 << 2,
  GUILD_VOICE_STATES: 1 << 7,
  GUILD_PRESENCES: 1 << 8,
  GUILD_MESSAGES: 1 << 9,
  GUILD_MESSAGE_TYPING: 1 << 11,
  MESSAGE_CONTENT: 1 << 15,
  GUILD_SCHEDULED_EVENTS: 1 << 16,
} as const;

export const PRIVILEGED_INTENTS = INTENTS.GUILD_MEMBERS | INTENTS.GUILD_PRESENCES | INTENTS.MESSAGE_CONTENT;

export function intentOf(event: string): number {
  if (event.startsWith('GUILD_MEMBER_')) return INTENTS.GUILD_MEMBERS;
  if (event.startsWith('GUILD_BAN_') || event === 'GUILD_AUDIT_LOG_ENTRY_CREATE') return INTENTS.GUILD_MODERATION;
  if (event === 'VOICE_STATE_UPDATE') return INTENTS.GUILD_VOICE_STATES;
  if (event === 'PRESENCE_UPDATE') return INTENTS.GUILD_PRESENCES;
  if (event.startsWith('MESSAGE_')) return INTENTS.GUILD_MESSAGES;
  if (event === 'TYPING_START') return INTENTS.GUILD_MESSAGE_TYPING;
  if (event.startsWith('GUILD_SCHEDULED_EVENT_')) return INTENTS.GUILD_SCHEDULED_EVENTS;
  return INTENTS.GUILDS;
}

export interface DispatchInput {
  method: string;
  template: string;
  params: Record<string, string>;
  requestBody: any;
  responseBody: any;
}

export interface Dispatch {
  event: string;
  guildId: string | null;
  data: Record<string, unknown>;
}

type Rule = (input: DispatchInput, channelGuild: (id: string) => string | null) => Dispatch | null;

const withGuild = (guildId: string | null, body: any) => ({ ...(body ?? {}), ...(guildId ? { guild_id: guildId } : {}) });

/** Which REST writes produce which Gateway events, and with what payload. */
const RULES: Record<string, Rule> = {
  'PATCH /guilds/{guild_id}': ({ params, responseBody }) => ({ event: 'GUILD_UPDATE', guildId: params.guild_id!, data: responseBody }),
  'POST /guilds/{guild_id}/channels': ({ params, responseBody }) => ({ event: 'CHANNEL_CREATE', guildId: params.guild_id!, data: responseBody }),
  'PATCH /channels/{channel_id}': ({ responseBody }) => {
    const thread = [10, 11, 12].includes(responseBody?.type);
    return { event: thread ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', guildId: responseBody?.guild_id ?? null, data: responseBody };
  },
  'DELETE /channels/{channel_id}': ({ responseBody, params }) => ({
    event: [10, 11, 12].includes(responseBody?.type) ? 'THREAD_DELETE' : 'CHANNEL_DELETE',
    guildId: responseBody?.guild_id ?? null,
    data: responseBody ?? { id: params.channel_id },
  }),
  'PUT /guilds/{guild_id}/members/{user_id}': ({ params, responseBody }) =>
    responseBody ? { event: 'GUILD_MEMBER_ADD', guildId: params.guild_id!, data: withGuild(params.guild_id!, responseBody) } : null,
  'PATCH /guilds/{guild_id}/members/{user_id}': ({ params, responseBody }) => ({ event: 'GUILD_MEMBER_UPDATE', guildId: params.guild_id!, data: withGuild(params.guild_id!, responseBody) }),
  'DELETE /guilds/{guild_id}/members/{user_id}': ({ params }) => ({ event: 'GUILD_MEMBER_REMOVE', guildId: params.guild_id!, data: { guild_id: params.guild_id, user: { id: params.user_id } } }),
  'PUT /guilds/{guild_id}/members/{user_id}/roles/{role_id}': ({ params }) => ({ event: 'GUILD_MEMBER_UPDATE', guildId: params.guild_id!, data: { guild_id: params.guild_id, user: { id: params.user_id } } }),
  'DELETE /guilds/{guild_id}/members/{user_id}/roles/{role_id}': ({ params }) => ({ event: 'GUILD_MEMBER_UPDATE', guildId: params.guild_id!, data: { guild_id: params.guild_id, user: { id: params.user_id } } }),
  'PUT /guilds/{guild_id}/bans/{user_id}': ({ params }) => ({ event: 'GUILD_BAN_ADD', guildId: params.guild_id!, data: { guild_id: params.guild_id, user: { id: params.user_id } } }),
  'POST /channels/{channel_id}/messages': ({ params, responseBody }, guildOf) => {
    const guildId = guildOf(params.channel_id!);
    return { event: 'MESSAGE_CREATE', guildId, data: withGuild(guildId, responseBody) };
  },
  'PATCH /channels/{channel_id}/messages/{message_id}': ({ params, responseBody }, guildOf) => {
    const guildId = guildOf(params.channel_id!);
    return { event: 'MESSAGE_UPDATE', guildId, data: withGuild(guildId, responseBody) };
  },
  'DELETE /channels/{channel_id}/messages/{message_id}': ({ params }, guildOf) => {
    const guildId = guildOf(params.channel_id!);
    return { event: 'MESSAGE_DELETE', guildId, data: withGuild(guildId, { id: params.message_id, channel_id: params.channel_id }) };
  },
  'POST /channels/{channel_id}/typing': ({ params }, guildOf) => {
    const guildId = guildOf(params.channel_id!);
    return { event: 'TYPING_START', guildId, data: withGuild(guildId, { channel_id: params.channel_id, timestamp: Math.floor(Date.now() / 1000) }) };
  },
  'POST /guilds/{guild_id}/scheduled-events': ({ params, responseBody }) => ({ event: 'GUILD_SCHEDULED_EVENT_CREATE', guildId: params.guild_id!, data: responseBody }),
  'PATCH /guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}': ({ params, responseBody }) => ({ event: 'GUILD_SCHEDULED_EVENT_UPDATE', guildId: params.guild_id!, data: responseBody }),
  'DELETE /guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}': ({ params }) => ({
    event: 'GUILD_SCHEDULED_EVENT_DELETE',
    guildId: params.guild_id!,
    data: { id: params.guild_scheduled_event_id, guild_id: params.guild_id },
  }),
  'PATCH /guilds/{guild_id}/voice-states/@me': ({ params, requestBody }) => ({
    event: 'VOICE_STATE_UPDATE',
    guildId: params.guild_id!,
    data: { guild_id: params.guild_id, channel_id: requestBody?.channel_id ?? null, suppress: requestBody?.suppress ?? false },
  }),
  'PATCH /guilds/{guild_id}/voice-states/{user_id}': ({ params, requestBody }) => ({
    event: 'VOICE_STATE_UPDATE',
    guildId: params.guild_id!,
    data: { guild_id: params.guild_id, user_id: params.user_id, channel_id: requestBody?.channel_id ?? null, suppress: requestBody?.suppress ?? false },
  }),
};

export function dispatchFor(input: DispatchInput, channelGuild: (id: string) => string | null): Dispatch | null {
  const rule = RULES[`${input.method} ${input.template}`];
  return rule ? rule(input, channelGuild) : null;
}
