import type { Emulator } from '../emulator.js';
import { messageRecord } from '../state/records.js';
import { SANDBOX_IDS } from './sandbox-community.js';

/** A tiny transparent PNG, for the demo emoji. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const CONVERSATION: [author: number, text: string][] = [
  [0, 'Welcome everyone! Please read the pinned rules before posting.'],
  [3, 'Does anyone have notes from Tuesday\'s lecture on graph algorithms?'],
  [5, 'I do, I will share them in #study-sessions after lunch.'],
  [1, 'Reminder: the exam prep Q&A is on the stage this week, RSVP in events.'],
  [7, 'Is the library meetup still happening if it rains?'],
  [2, 'Yes, it is indoors (room 2).'],
  [9, 'Can someone explain dynamic programming like I\'m five?'],
  [4, 'Think of it as writing down answers to small problems so you never solve them twice.'],
  [10, 'That actually helps, thanks!'],
  [6, 'Heads up: I found a broken link in the course page: https://example.edu/courses/algo'],
];

/**
 * Brings the demo community to life after seeding: member conversation with reactions and pins (stored directly,
 * as members wrote them), and bot-made objects (a thread, an emoji, an AutoMod rule, a webhook, an invite, a slash
 * command) created through the emulator's own REST API, so they are exactly what Discord would hold.
 */
export async function populateSandbox(emulator: Emulator): Promise<void> {
  const { state } = emulator;
  const memberIds = [...state.guilds.get(SANDBOX_IDS.guild)!.members.keys()].filter((id) => id !== state.botUserId && id !== SANDBOX_IDS.owner);
  const start = Date.now() - 3 * 3_600_000;
  let lastId = '';
  CONVERSATION.forEach(([author, content], i) => {
    const id = state.ids.next(start + i * 600_000);
    const message = messageRecord({
      id,
      channel_id: SANDBOX_IDS.general,
      author_id: memberIds[author % memberIds.length]!,
      content,
      timestamp: new Date(start + i * 600_000).toISOString(),
      pinned: i === 0,
      pinned_at: i === 0 ? new Date(start + 60_000).toISOString() : null,
      reactions: new Map(i === 0 ? [['👍', new Set(memberIds.slice(0, 6))], ['🎉', new Set(memberIds.slice(2, 4))]] : i === 7 ? [['🧠', new Set(memberIds.slice(5, 9))]] : []),
    });
    state.messages.set(id, message);
    lastId = id;
  });
  const general = state.channels.get(SANDBOX_IDS.general);
  if (general) general.last_message_id = lastId;

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emulator.url}/v10${path}`, {
      method,
      headers: { Authorization: `Bot ${state.botToken}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`sandbox setup: ${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
  };
  await call('POST', `/channels/${SANDBOX_IDS.general}/messages/${[...state.messages.keys()].at(-3)}/threads`, { name: 'Dynamic programming help', auto_archive_duration: 1440 });
  await call('POST', `/guilds/${SANDBOX_IDS.guild}/emojis`, { name: 'studyhall', image: PNG, roles: [] });
  await call('POST', `/guilds/${SANDBOX_IDS.guild}/auto-moderation/rules`, {
    name: 'No invite spam',
    event_type: 1,
    trigger_type: 1,
    trigger_metadata: { keyword_filter: ['discord.gg/*', 'free nitro'] },
    actions: [{ type: 1 }],
    enabled: true,
  });
  await call('POST', `/channels/${SANDBOX_IDS.modlog}/webhooks`, { name: 'Course announcements' });
  await call('POST', `/channels/${SANDBOX_IDS.welcome}/invites`, { max_age: 86_400, max_uses: 0, temporary: false, unique: true });
  await call('POST', `/applications/${state.botUserId}/guilds/${SANDBOX_IDS.guild}/commands`, { name: 'studytimer', description: 'Start a focus timer for the study room', type: 1 });
}
