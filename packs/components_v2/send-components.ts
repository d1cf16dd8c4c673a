import type { APIMessage } from 'discord-api-types/v10';
import { ToolError, type ToolContext, Routes } from '../../core/index.js';
import { jumpUrl, NO_PINGS } from '../shared/messages-shapes.js';
import { IS_COMPONENTS_V2 } from './validation/component-types.js';
import { describeIssues, validateV2Message } from './validation/validate-components.js';

export interface SentComponents {
  message_id: string;
  channel_id: string;
  jump_url: string;
  component_count: number;
}

/**
 * Posts a Components V2 message: flag 32768, no content or embeds, and no pings unless the caller allows them.
 * The body is checked once more as a whole so a layout Discord would refuse never leaves the process.
 */
export async function sendComponents(
  { platform, channelGuild }: ToolContext,
  channelId: string,
  components: readonly Record<string, unknown>[],
  allowedMentions: unknown,
  componentCount: number,
): Promise<SentComponents> {
  const body = { flags: IS_COMPONENTS_V2, components, allowed_mentions: allowedMentions ?? NO_PINGS };
  const issues = validateV2Message(body);
  if (issues.length) {
    const first = describeIssues(issues)[0]!;
    throw new ToolError('VALIDATION_ERROR', `The layout breaks Discord's rules at ${first.path}: ${first.message}`, { issues: describeIssues(issues) });
  }
  const message = await platform.request<APIMessage>({ method: 'POST', route: Routes.channelMessages(channelId), body });
  // REST messages carry no guild_id; the policy's cached channel lookup supplies it for the link.
  const guildId = await channelGuild(message.channel_id).catch(() => null);
  return {
    message_id: message.id,
    channel_id: message.channel_id,
    jump_url: jumpUrl(guildId, message.channel_id, message.id),
    component_count: componentCount,
  };
}
