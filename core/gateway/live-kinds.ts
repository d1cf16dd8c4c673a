/** The live views of a guild offered as resources, each gated by the tool category that governs its data. */
export const LIVE_KINDS = {
  summary: { suffix: '', category: 'guild', title: 'Guild summary', description: 'Name, member count and features of the guild, kept current by the Gateway.' },
  channels: { suffix: '/channels', category: 'channels', title: 'Channels', description: 'The guild channels (id, name, type, parent, position, topic).' },
  'voice-states': { suffix: '/voice-states', category: 'voice', title: 'Voice states', description: 'Who is in which voice channel right now.' },
  presences: { suffix: '/presences', category: 'members', title: 'Presences', description: 'Online status of members (needs the privileged presence intent).' },
  typing: { suffix: '/typing', category: 'messages', title: 'Typing', description: 'Who started typing where in the last minute.' },
  'audit-log': { suffix: '/audit-log', category: 'audit_log', title: 'Recent audit log', description: 'The most recent audit log entries of the guild.' },
} as const;

export type LiveKind = keyof typeof LIVE_KINDS;

export const liveUri = (guildId: string, kind: LiveKind) => `chat://guilds/${guildId}${LIVE_KINDS[kind].suffix}`;

/** Parses `chat://guilds/{guild_id}[/kind]`. */
export function parseLiveUri(uri: string): { guildId: string; kind: LiveKind } | undefined {
  const m = /^chat:\/\/guilds\/(\d{17,20})(\/[a-z-]+)?$/.exec(uri);
  if (!m) return undefined;
  const kind = (Object.keys(LIVE_KINDS) as LiveKind[]).find((k) => LIVE_KINDS[k].suffix === (m[2] ?? ''));
  return kind ? { guildId: m[1]!, kind } : undefined;
}
