import type { PlatformError } from '../platform/platform-error.js';
import type { ToolErrorBody, ToolErrorCode } from './tool-error.js';

/** What an agent should do next, by Discord error code; the message names the missing piece. */
const HINTS: Record<number, string> = {
  50001: 'The bot cannot see this resource: add it to the guild or give it View Channel there.',
  50013: 'The bot lacks a permission for this action: grant it through a role or channel overwrite (doctor --access lists what is missing).',
  10003: 'Unknown channel: check channel_id (channels_list shows valid ids).',
  10004: 'Unknown guild: check guild_id, and that the bot is a member.',
  10007: 'Unknown member: the user is not in this guild.',
  10008: 'Unknown message: it was deleted or the id belongs to another channel.',
  10011: 'Unknown role: check role_id (roles_list shows valid ids).',
  10013: 'Unknown user: check user_id.',
  10070: 'Unknown scheduled event: check event_id (events_list shows valid ids).',
  50035: 'Discord rejected a field: read the message for which one.',
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
  let hint = error.discordCode === null ? undefined : HINTS[error.discordCode];
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
  };
}
