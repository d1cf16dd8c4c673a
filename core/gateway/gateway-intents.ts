import type { Config } from '../config/config.js';
import type { LiveKind } from './live-kinds.js';

/** Documented Gateway intent bits. */
export const GatewayIntent = {
  GUILDS: 1 << 0,
  GUILD_MEMBERS: 1 << 1,
  GUILD_MODERATION: 1 << 2,
  GUILD_VOICE_STATES: 1 << 7,
  GUILD_PRESENCES: 1 << 8,
  GUILD_MESSAGE_TYPING: 1 << 11,
} as const;

/**
 * The smallest intent set that serves the enabled live views: non-privileged by default; presences and members
 * only when the operator asked for them (CHAT_MCP_GATEWAY_PRIVILEGED), since Discord must have granted them.
 */
export function intentsFor(kinds: readonly LiveKind[], config: Pick<Config, 'CHAT_MCP_GATEWAY_PRIVILEGED'>): number {
  const privileged = new Set(config.CHAT_MCP_GATEWAY_PRIVILEGED?.split(',') ?? []);
  let intents = GatewayIntent.GUILDS;
  if (kinds.includes('voice-states')) intents |= GatewayIntent.GUILD_VOICE_STATES;
  if (kinds.includes('typing')) intents |= GatewayIntent.GUILD_MESSAGE_TYPING;
  if (kinds.includes('audit-log')) intents |= GatewayIntent.GUILD_MODERATION;
  if (kinds.includes('presences') && privileged.has('presences')) intents |= GatewayIntent.GUILD_PRESENCES;
  if (privileged.has('members')) intents |= GatewayIntent.GUILD_MEMBERS;
  return intents;
}
