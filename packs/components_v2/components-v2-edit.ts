import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { NO_PINGS } from '../shared/messages-shapes.js';
import { reportIssues, sendableComponents } from './component-inputs.js';
import { IS_COMPONENTS_V2 } from './validation/component-types.js';
import { validateComponents } from './validation/validate-components.js';

const input = () => z
  .strictObject({
    channel_id: snowflake(),
    message_id: snowflake('A message the bot sent'),
    components: sendableComponents,
  })
  .superRefine((v, ctx) => reportIssues(ctx, validateComponents(v.components).issues));

const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), edited_timestamp: z.string() });

@tool({
  name: 'components_v2_edit',
  category: 'components_v2',
  risk: 'write',
  scope: 'channel',
  title: 'Edit a Components V2 message',
  description: "Replace the whole component tree of a Components V2 message the bot sent (update a status card, disable buttons), after local validation. Only the bot's own messages can be edited.",
  synonyms: ['update card', 'change layout', 'refresh status', 'disable buttons', 'rewrite message'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/channels/{channel_id}/messages/{message_id}' }],
  permissions: ['VIEW_CHANNEL'],
  idempotent: false,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_edit', reason: 'It replaces a Components V2 layout after validating it locally; messages_edit replaces plain text.' },
})
export class ComponentsV2Edit implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const message = await platform.request<APIMessage>({
      method: 'PATCH',
      route: Routes.channelMessage(args.channel_id, args.message_id),
      // The flag stays set (Discord never removes it); no pings for mentions the new text adds.
      body: { flags: IS_COMPONENTS_V2, components: args.components, allowed_mentions: NO_PINGS },
    });
    return { message_id: message.id, channel_id: message.channel_id, edited_timestamp: message.edited_timestamp ?? message.timestamp };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Edited message ${out.message_id} in channel ${out.channel_id}.`;
  }
}
