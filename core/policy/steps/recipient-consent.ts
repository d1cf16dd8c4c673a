import { DM_CHANNEL_TYPES } from '../../platform/guild-resolver.js';
import { PlatformError } from '../../platform/platform-error.js';
import { platformErrorBody } from '../platform-error-body.js';
import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep, type ResolvedCall, type ToolResult } from '../tool-call.js';

function admits(policy: string, userId: string): boolean {
  return policy === 'allow' || (policy !== 'deny' && policy.split(',').includes(userId));
}

function refuse(message: string): ToolResult {
  return errorResult({
    code: 'CONSENT_REQUIRED',
    message,
    retriable: false,
    recovery_hint: 'The operator must list the user in CHAT_MCP_DM_CONSENT (or set it to allow) after the person agreed to be contacted.',
  });
}

/**
 * Contacting a person directly needs the operator's explicit consent policy (CHAT_MCP_DM_CONSENT), checked before
 * any request: `deny` refuses everyone, `allow` admits anyone, a list admits exactly the users who agreed.
 * It covers the tools that open a DM (`recipientField`) and every write or destructive call whose `channel_id` is an
 * already-open DM or group DM: each of its recipients must be admitted. Reads contact nobody and are not gated here. The channel is known from the same cached
 * lookup the allowlist uses (under ALLOWED_GUILDS a DM is refused before this step, as it belongs to no guild).
 */
export const recipientConsent =
  ({ config, guilds }: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call, next) => {
    const policy = config.CHAT_MCP_DM_CONSENT;
    const { contract } = call.tool;
    const field = contract.recipientField;
    if (field) {
      const recipient = String(call.input[field]);
      if (admits(policy, recipient)) return next();
      return refuse(`${call.name} would contact user ${recipient} directly, and the operator's consent policy does not admit them. Nothing was sent.`);
    }
    const channelId = call.input.channel_id;
    // Reads contact nobody: they follow ALLOWED_GUILDS (which refuses every DM) and Discord's own access rules.
    if (policy === 'allow' || contract.risk === 'read' || contract.scope !== 'channel' || typeof channelId !== 'string') return next();
    let facts;
    try {
      facts = await guilds.factsOf('channel', channelId);
    } catch (error) {
      // The bot always sees a DM it is part of: a channel it cannot see or that does not exist is no DM of its own,
      // and Discord answers the write itself. Any other failure (5xx, rate limit) proves nothing, so nothing is sent.
      if (error instanceof PlatformError && (error.status === 403 || error.status === 404)) return next();
      if (error instanceof PlatformError) return errorResult(platformErrorBody(error));
      throw error;
    }
    if (facts.guildId || facts.channelType === undefined || !DM_CHANNEL_TYPES.has(facts.channelType)) return next();
    const refused = (facts.recipientIds ?? []).filter((id) => !admits(policy, id));
    // A DM whose recipients are unknown cannot be shown to be consented to.
    if (!facts.recipientIds?.length || refused.length) {
      const who = refused.length ? `user(s) ${refused.join(', ')}` : 'its recipients';
      return refuse(`channel ${channelId} is a direct-message channel, and the operator's consent policy does not admit ${who}. Nothing was sent.`);
    }
    return next();
  };
