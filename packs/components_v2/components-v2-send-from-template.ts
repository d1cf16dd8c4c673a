import * as z from 'zod';
import {
  COMPONENTS_V2_TEMPLATE_NAMES,
  componentsV2Template,
  snowflake,
  tool,
  type ToolArgs,
  type ToolContext,
  type ToolHandler,
  type ToolOutput,
  type ToolReturn,
} from '../../core/index.js';
import { allowedMentions } from '../shared/messages-shapes.js';
import { sendComponents } from './send-components.js';
import { fillPlaceholders } from './template-fill.js';
import type { PathSegment } from './validation/issues.js';
import { formatPath } from './validation/issues.js';
import { validateComponents } from './validation/validate-components.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z
  .strictObject({
    channel_id: snowflake(),
    template: z.literal(COMPONENTS_V2_TEMPLATE_NAMES).describe('Resource chat://components-v2/templates/<name>'),
    vars: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.string().max(4000)).describe('Placeholder name -> text; see the template resource'),
    allowed_mentions: allowedMentions.optional(),
  })
  .superRefine((v, ctx) => {
    const template = componentsV2Template(v.template).content;
    for (const name of Object.keys(v.vars)) {
      if (!template.variables.includes(name))
        ctx.addIssue({ code: 'custom', path: ['vars', name], message: `template ${v.template} has no {{${name}}}; it declares ${template.variables.join(', ')}` });
    }
    // Point each layout issue at the placeholder that produced the offending value.
    for (const issue of validateComponents(fillPlaceholders(template.components, v.vars)).issues) {
      const original = valueAt(template.components, issue.path.slice(1));
      const placeholder = typeof original === 'string' ? /\{\{([a-z_][a-z0-9_]*)\}\}/.exec(original)?.[1] : undefined;
      ctx.addIssue({ code: 'custom', path: placeholder ? ['vars', placeholder] : ['vars'], message: `${issue.code} at ${formatPath(issue.path)}: ${issue.message}` });
    }
  });

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);
}

const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), jump_url: z.string(), template: z.string() });

@tool({
  name: 'components_v2_send_from_template',
  category: 'components_v2',
  risk: 'write',
  scope: 'channel',
  title: 'Send a Components V2 template',
  description: 'Fill a built-in Components V2 template (announcement, event_spotlight, incident_status, poll_results, release_notes, welcome_card) with variables and post it to a channel; no pings by default. Needs Send Messages.',
  synonyms: ['announce', 'welcome message', 'release notes', 'outage notice', 'incident', 'poll results', 'event promo', 'card template'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES'],
  channelTypes: { channel_id: CHANNEL_TYPES.messages },
  idempotent: false,
  openWorld: true,
  sharesRoutesWith: { tool: 'components_v2_send', reason: 'It fills a built-in Components V2 template before posting; components_v2_send takes the layout itself.' },
})
export class ComponentsV2SendFromTemplate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<ToolReturn<typeof output>> {
    const components = fillPlaceholders(componentsV2Template(args.template).content.components, args.vars);
    const { componentCount } = validateComponents(components);
    const sent = await sendComponents(ctx, args.channel_id, components, args.allowed_mentions, componentCount);
    return { message_id: sent.message_id, channel_id: sent.channel_id, jump_url: sent.jump_url, template: args.template };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Sent template ${out.template} as message ${out.message_id} in channel ${out.channel_id}.`;
  }
}
