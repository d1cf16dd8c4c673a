import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { allowedMentions } from '../shared/messages-shapes.js';
import { reportIssues, sendableComponents } from './component-inputs.js';
import { sendComponents } from './send-components.js';
import { validateComponents } from './validation/validate-components.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z
  .strictObject({
    channel_id: snowflake(),
    components: sendableComponents,
    allowed_mentions: allowedMentions.optional(),
  })
  .superRefine((v, ctx) => reportIssues(ctx, validateComponents(v.components).issues));

const output = () => z.strictObject({
  message_id: snowflake(),
  channel_id: snowflake(),
  jump_url: z.string(),
  component_count: z.number().int().describe('Including nested components'),
});

@tool({
  name: 'components_v2_send',
  category: 'components_v2',
  risk: 'write',
  scope: 'channel',
  title: 'Send a Components V2 message',
  description: 'Post a rich Components V2 layout (containers, sections, galleries, buttons) to a channel after validating it locally; sent with flag IS_COMPONENTS_V2 and no pings by default. Needs Send Messages.',
  synonyms: ['post card', 'rich message', 'send layout', 'send buttons', 'fancy message', 'publish card'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES'],
  channelTypes: { channel_id: CHANNEL_TYPES.messages },
  idempotent: false,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_send', reason: 'It posts a Components V2 layout after validating it locally; messages_send posts plain text.' },
})
export class ComponentsV2Send implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    const { componentCount } = validateComponents(args.components);
    return sendComponents(ctx, args.channel_id, args.components, args.allowed_mentions, componentCount);
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Sent message ${out.message_id} with ${out.component_count} component(s) to channel ${out.channel_id}.`;
  }
}
