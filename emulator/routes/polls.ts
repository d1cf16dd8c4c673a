import { DiscordError, invalidFormBody, missingPermissions } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { apiMessage, apiUser } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { storedPoll, type PollRecord } from '../state/message-records.js';
import type { MessageRecord } from '../state/records.js';
import { accessChannel, channelMessage, cmpId, readableChannel } from './message-access.js';

function pollOf(state: EmulatorState, message: MessageRecord): PollRecord {
  const poll = storedPoll(state.polls, message);
  if (!poll) throw new DiscordError(400, 520006, 'Cannot expire a non-poll message');
  return poll;
}

export const pollRoutes: RouteModule = (r) => {
  /** Only the poll's author may end it early; an ended poll stays ended (520001). */
  r.post('/channels/{channel_id}/polls/{message_id}/expire', ({ state, params }) => {
    const { channel } = accessChannel(state, params.channel_id!);
    const message = channelMessage(state, channel, params.message_id!);
    const poll = pollOf(state, message);
    if (message.author_id !== state.botUserId) throw missingPermissions();
    if (poll.finalized) throw new DiscordError(400, 520001, 'Poll expired');
    poll.finalized = true;
    poll.expiry = new Date().toISOString();
    return { body: apiMessage(state, message) };
  });

  /** Voters of one answer ascending by user id, paged with `after`: `{users: [...]}`. */
  r.get('/channels/{channel_id}/polls/{message_id}/answers/{answer_id}', ({ state, params, query }) => {
    const { channel } = readableChannel(state, params.channel_id!);
    const message = channelMessage(state, channel, params.message_id!);
    const poll = storedPoll(state.polls, message);
    if (!poll) throw invalidFormBody({ message_id: { _errors: [{ code: 'POLL_NOT_FOUND', message: 'This message has no poll' }] } });
    const voters = poll.votes.get(Number(params.answer_id));
    if (!voters) throw invalidFormBody({ answer_id: { _errors: [{ code: 'POLL_ANSWER_NOT_FOUND', message: 'Unknown poll answer' }] } });
    const after = query.get('after');
    const limit = Number(query.get('limit') ?? 25);
    const ids = [...voters].sort(cmpId).filter((id) => !after || cmpId(id, after) > 0);
    return { body: { users: ids.slice(0, limit).map((id) => apiUser(state.user(id))) } };
  });
};
