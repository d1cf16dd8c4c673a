import { DiscordError, invalidFormBody, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { apiMessage } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { INTERACTION_TOKEN_TTL_MS, type InteractionRecord } from '../state/interaction-records.js';
import type { MessageRecord } from '../state/records.js';

const EPHEMERAL = 64;
const LOADING = 128;
const COMMAND = 2;
const COMPONENT = 3;
const AUTOCOMPLETE = 4;
const MODAL_SUBMIT = 5;

/** Callback types Discord accepts for each interaction type. */
const CALLBACKS_BY_TYPE: Record<number, number[]> = {
  1: [1],
  [COMMAND]: [4, 5, 9, 12],
  [COMPONENT]: [4, 5, 6, 7, 9, 12],
  [AUTOCOMPLETE]: [8],
  [MODAL_SUBMIT]: [4, 5, 6, 7],
};

const expired = (i: InteractionRecord) => Date.now() - i.created_at > INTERACTION_TOKEN_TTL_MS;

/** The interaction behind webhook routes addressed with the application id and an interaction token. */
function byToken(state: EmulatorState, applicationId: string, token: string): InteractionRecord {
  const found = [...state.interactions.values()].find((i) => i.application_id === applicationId && i.token === token);
  if (!found) throw unknownEntity('webhook');
  if (expired(found)) throw new DiscordError(401, 50027, 'Invalid Webhook Token');
  return found;
}

/** A message the application posted, as the interaction webhook routes return it. */
export const apiInteractionMessage = (state: EmulatorState, m: MessageRecord) => ({
  ...apiMessage(state, m),
  ...(m.webhook_id ? { application_id: m.webhook_id } : {}),
});

function requireSomething(body: Record<string, any>): void {
  const has = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.length > 0 : v != null);
  if (!['content', 'embeds', 'components', 'attachments', 'poll'].some((k) => has(body[k]))) {
    throw new DiscordError(400, 50006, 'Cannot send an empty message');
  }
}

/** A message posted by the application for an interaction. */
function postMessage(state: EmulatorState, i: InteractionRecord, body: Record<string, any>, type: number, extraFlags = 0): MessageRecord {
  const message: MessageRecord = {
    id: state.ids.next(),
    channel_id: i.channel_id,
    author_id: state.botUserId,
    webhook_id: i.application_id,
    content: body.content ?? '',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: body.tts ?? false,
    mention_everyone: false,
    pinned: false,
    type,
    flags: ((body.flags ?? 0) & ~LOADING) | extraFlags,
    embeds: body.embeds ?? [],
    attachments: body.attachments ?? [],
    components: body.components ?? [],
    ...(body.poll ? { poll: body.poll } : {}),
    message_reference: null,
    reactions: new Map(),
  };
  state.messages.set(message.id, message);
  const channel = state.channels.get(i.channel_id);
  if (channel) channel.last_message_id = message.id;
  return message;
}

/** An edit: only the fields present change; the loading state of a deferred reply ends. */
function editMessage(m: MessageRecord, body: Record<string, any>): void {
  if (body.content !== undefined) m.content = body.content ?? '';
  if (body.embeds !== undefined) m.embeds = body.embeds ?? [];
  if (body.components !== undefined) m.components = body.components ?? [];
  if (body.attachments !== undefined) m.attachments = body.attachments ?? [];
  if (body.poll !== undefined && body.poll !== null) m.poll = body.poll;
  if (body.flags !== undefined && body.flags !== null) m.flags = (m.flags & EPHEMERAL) | (body.flags & ~(EPHEMERAL | LOADING));
  m.flags &= ~LOADING;
  m.edited_timestamp = new Date().toISOString();
}

function originalOf(state: EmulatorState, i: InteractionRecord): MessageRecord {
  const found = i.original_message_id ? state.messages.get(i.original_message_id) : undefined;
  if (!found) throw unknownEntity('message');
  return found;
}

function followupOf(state: EmulatorState, i: InteractionRecord, messageId: string): MessageRecord {
  const found = state.messages.get(messageId);
  if (!found || (messageId !== i.original_message_id && !i.followup_ids.has(messageId))) throw unknownEntity('message');
  return found;
}

const originalType = (i: InteractionRecord) => (i.type === COMMAND ? 20 : 0);

function callback(req: EmuRequest) {
  const { state, params, body, query } = req;
  const i = state.interactions.get(params.interaction_id!);
  if (!i || i.token !== params.interaction_token || expired(i)) throw unknownEntity('interaction');
  if (i.response_type !== null) throw new DiscordError(400, 40060, 'Interaction has already been acknowledged.');
  const type = body.type as number;
  if (!(CALLBACKS_BY_TYPE[i.type] ?? []).includes(type)) {
    throw invalidFormBody({ type: { _errors: [{ code: 'INTERACTION_CALLBACK_TYPE_INVALID', message: 'Invalid interaction callback type for this interaction' }] } });
  }
  const data = (body.data ?? {}) as Record<string, any>;
  let message: MessageRecord | undefined;
  if (type === 4) {
    requireSomething(data);
    message = postMessage(state, i, data, originalType(i));
  } else if (type === 5) {
    message = postMessage(state, i, {}, originalType(i), LOADING | ((data.flags ?? 0) & EPHEMERAL));
  } else if (type === 6 || type === 7) {
    message = i.message_id ? state.messages.get(i.message_id) : undefined;
    if (!message) throw unknownEntity('message');
    if (type === 7) editMessage(message, data);
  } else if (type === 8 || type === 9) {
    i.callback_data = structuredClone(data);
  }
  i.response_type = type;
  if (message) i.original_message_id = message.id;
  if (query.get('with_response') !== 'true') return {};
  return {
    body: {
      interaction: {
        id: i.id,
        type: i.type,
        ...(message
          ? { response_message_id: message.id, response_message_loading: (message.flags & LOADING) !== 0, response_message_ephemeral: (message.flags & EPHEMERAL) !== 0 }
          : {}),
      },
      resource: { type, ...(message ? { message: apiInteractionMessage(state, message) } : {}) },
    },
  };
}

export const interactionRoutes: RouteModule = (r) => {
  r.post('/interactions/{interaction_id}/{interaction_token}/callback', callback, false);

  // The webhook routes answer interaction tokens when the webhook id is the application's id; any other
  // webhook id falls through to the webhooks domain.
  const isApplication = (params: Record<string, string>, state: EmulatorState) => params.webhook_id === state.botUserId;
  const hook = '/webhooks/{webhook_id}/{webhook_token}';
  const target = (req: EmuRequest) => byToken(req.state, req.params.webhook_id!, req.params.webhook_token!);

  /** A follow-up; the first one after a deferred reply fills in the loading message, as on Discord. */
  r.guarded('POST', hook, isApplication, (req) => {
    const { state, body } = req;
    const i = target(req);
    if (i.response_type === null) throw unknownEntity('webhook');
    requireSomething(body);
    const original = i.original_message_id ? state.messages.get(i.original_message_id) : undefined;
    if (original && original.flags & LOADING && !i.followup_ids.size) {
      editMessage(original, body);
      return { body: apiInteractionMessage(state, original) };
    }
    const message = postMessage(state, i, body, 0);
    i.followup_ids.add(message.id);
    return { body: apiInteractionMessage(state, message) };
  }, false);

  r.guarded('GET', `${hook}/messages/@original`, isApplication, (req) => ({ body: apiInteractionMessage(req.state, originalOf(req.state, target(req))) }), false);

  r.guarded('PATCH', `${hook}/messages/@original`, isApplication, (req) => {
    const message = originalOf(req.state, target(req));
    editMessage(message, req.body);
    return { body: apiInteractionMessage(req.state, message) };
  }, false);

  r.guarded('DELETE', `${hook}/messages/@original`, isApplication, (req) => {
    const i = target(req);
    const message = originalOf(req.state, i);
    req.state.messages.delete(message.id);
    i.original_message_id = null;
    return {};
  }, false);

  r.guarded('GET', `${hook}/messages/{message_id}`, isApplication, (req) => {
    const i = target(req);
    return { body: apiInteractionMessage(req.state, followupOf(req.state, i, req.params.message_id!)) };
  }, false);

  r.guarded('PATCH', `${hook}/messages/{message_id}`, isApplication, (req) => {
    const i = target(req);
    const message = followupOf(req.state, i, req.params.message_id!);
    editMessage(message, req.body);
    return { body: apiInteractionMessage(req.state, message) };
  }, false);

  r.guarded('DELETE', `${hook}/messages/{message_id}`, isApplication, (req) => {
    const i = target(req);
    const message = followupOf(req.state, i, req.params.message_id!);
    req.state.messages.delete(message.id);
    i.followup_ids.delete(message.id);
    if (i.original_message_id === message.id) i.original_message_id = null;
    return {};
  }, false);
};
