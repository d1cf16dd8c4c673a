/**
 * Which Discord channel types (numbers) a tool's channel must have, for the contract's `channelTypes`.
 * The host refuses another type before sending anything (core/policy/steps/channel-type.ts).
 */
const TEXT = 0;
const DM = 1;
const VOICE = 2;
const GROUP_DM = 3;
const ANNOUNCEMENT = 5;
const ANNOUNCEMENT_THREAD = 10;
const PUBLIC_THREAD = 11;
const PRIVATE_THREAD = 12;
const STAGE = 13;
const FORUM = 15;
const MEDIA = 16;

export const CHANNEL_TYPES = {
  /** Forum and media channels hold posts (threads with a starter message). */
  posts: [FORUM, MEDIA],
  /** Channels that hold messages, DMs included: not categories, forums or media channels (Discord: 50008). */
  messages: [TEXT, DM, VOICE, GROUP_DM, ANNOUNCEMENT, ANNOUNCEMENT_THREAD, PUBLIC_THREAD, PRIVATE_THREAD, STAGE],
  /** Messages there can start a thread. */
  threadParents: [TEXT, ANNOUNCEMENT],
  threads: [ANNOUNCEMENT_THREAD, PUBLIC_THREAD, PRIVATE_THREAD],
  announcement: [ANNOUNCEMENT],
  /** Where a followed announcement channel can post. */
  followTarget: [TEXT],
  /** Channels with invites and webhooks: not categories or threads. */
  invitable: [TEXT, VOICE, ANNOUNCEMENT, STAGE, FORUM, MEDIA],
  voice: [VOICE, STAGE],
  /** A voice channel proper (a voice event's place), not a stage. */
  voiceOnly: [VOICE],
  stage: [STAGE],
} as const satisfies Record<string, readonly number[]>;

/** Where a scheduled event happens, by its entity_type: 1 a stage channel, 2 a voice channel, 3 no channel. */
export const EVENT_CHANNEL_TYPES = { by: 'entity_type', types: { 1: CHANNEL_TYPES.stage, 2: CHANNEL_TYPES.voiceOnly } } as const;
