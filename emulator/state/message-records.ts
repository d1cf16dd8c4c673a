/** Stored shapes of the messages domain beyond `MessageRecord`: polls and their votes. */

export interface PollAnswerRecord {
  answer_id: number;
  poll_media: { text?: string; emoji?: { id?: string | null; name?: string | null } };
}

/** A poll attached to a message (state.polls, by message id). */
export interface PollRecord {
  question: { text: string };
  answers: PollAnswerRecord[];
  /** ISO time the poll closes on its own. */
  expiry: string;
  allow_multiselect: boolean;
  layout_type: number;
  /** True once ended early or past its expiry and tallied. */
  finalized: boolean;
  /** answer_id -> ids of the users who chose it. */
  votes: Map<number, Set<string>>;
}

/** The create-request poll shape (`POST .../messages` body `poll`), as other routes may store it raw. */
interface PollCreateShape {
  question: { text: string };
  answers: { poll_media: PollAnswerRecord['poll_media'] }[];
  duration?: number | null;
  allow_multiselect?: boolean | null;
  layout_type?: number | null;
}

/** A stored poll from a create request: answers numbered from 1, closing `duration` hours (default 24) after `now`. */
export function pollFromRequest(raw: PollCreateShape, now = Date.now()): PollRecord {
  return {
    question: { text: raw.question.text },
    answers: raw.answers.map((a, i) => ({ answer_id: i + 1, poll_media: { ...a.poll_media } })),
    expiry: new Date(now + (raw.duration ?? 24) * 3_600_000).toISOString(),
    allow_multiselect: raw.allow_multiselect ?? false,
    layout_type: raw.layout_type ?? 1,
    finalized: false,
    votes: new Map(raw.answers.map((_a, i) => [i + 1, new Set<string>()])),
  };
}

/**
 * The poll a message carries: from `state.polls`, or built once from a raw create-shape `message.poll`
 * (for messages other routes stored). A poll past its expiry is finalized on first look.
 */
export function storedPoll(
  polls: Map<string, PollRecord>,
  message: { id: string; timestamp: string; poll?: unknown },
): PollRecord | undefined {
  let poll = polls.get(message.id);
  if (!poll && message.poll && typeof message.poll === 'object' && 'answers' in message.poll) {
    poll = pollFromRequest(message.poll as PollCreateShape, Date.parse(message.timestamp));
    polls.set(message.id, poll);
  }
  if (poll && !poll.finalized && Date.parse(poll.expiry) <= Date.now()) poll.finalized = true;
  return poll;
}
