import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { allowedMentions, attachments, components, embeds, hasMessagePart, messageBody, messageContent, messageFlags, payloadJson, poll } from './webhook-message-fields.js';
import { webhookToken } from './webhook-shape.js';

const input = () => z
  .strictObject({
    webhook_id: snowflake(),
    token: webhookToken,
    content: messageContent.optional(),
    username: z.string().min(1).max(80).optional().describe('Display name for this message'),
    avatar_url: z.string().regex(/^https:\/\/\S+$/, 'must be an https URL').optional().describe('Avatar for this message'),
    tts: z.boolean().optional(),
    embeds: embeds.optional(),
    allowed_mentions: allowedMentions.optional(),
    components: components.optional(),
    attachments: attachments.optional(),
    payload_json: payloadJson.optional(),
    flags: messageFlags.optional(),
    thread_id: snowflake('Post into this existing thread').optional(),
    thread_name: z.string().min(1).max(100).optional().describe('Create a forum/media post with this name'),
    applied_tags: z.array(snowflake()).max(5).optional().describe('Forum tag ids, with thread_name'),
    poll: poll.optional(),
    with_components: z.boolean().optional().describe('Allow interactive components on a non-application webhook'),
    wait: z.boolean().default(false).describe('Wait and return the created message id'),
  })
  .superRefine((v, ctx) => {
    // An unparseable payload_json is already reported by its own check; it must not throw here.
    if (!hasMessagePart(messageBody(parseablePayload(v.payload_json), { content: v.content, embeds: v.embeds, components: v.components, attachments: v.attachments, poll: v.poll }))) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'give one of content, embeds, components, poll or attachments' });
    }
    if (v.thread_id && v.thread_name) ctx.addIssue({ code: 'custom', path: ['thread_name'], message: 'use thread_id (existing thread) or thread_name (new post), not both' });
    if (v.applied_tags && !v.thread_name) ctx.addIssue({ code: 'custom', path: ['applied_tags'], message: 'only with thread_name' });
  });

const output = () => z.strictObject({
  enqueued: z.boolean().optional().describe('Accepted without wait'),
  message_id: snowflake().optional(),
  channel_id: snowflake().optional(),
  webhook_id: snowflake().optional(),
});

@tool({
  name: 'webhooks_execute',
  category: 'webhooks',
  risk: 'write',
  scope: 'webhook-token',
  title: 'Post through a webhook',
  description: 'Post a message through a webhook with its own name and avatar, optionally into a thread or as a new forum post. Use wait: true to get the message id.',
  synonyms: ['send as', 'post as', 'announce', 'relay', 'broadcast', 'impersonate name', 'webhook send', 'notify'],
  input,
  output,
  platform: [{ method: 'POST', path: '/webhooks/{webhook_id}/{webhook_token}' }],
  permissions: [],
  idempotent: false,
  openWorld: true,
})
export class WebhooksExecute implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { webhook_id, token, thread_id, with_components, wait, payload_json, ...fields } = args;
    const message = await platform.request<{ id: string; channel_id: string } | undefined>({
      method: 'POST',
      route: Routes.webhook(webhook_id, token),
      query: { wait: wait || undefined, thread_id, with_components },
      body: messageBody(payload_json, fields),
      auth: false,
    });
    // Without wait Discord answers 204: the message is accepted but its id is not known.
    if (!wait || !message) return { enqueued: true, webhook_id };
    return { message_id: message.id, channel_id: message.channel_id, webhook_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return out.message_id ? `Posted message ${out.message_id} in channel ${out.channel_id}.` : `Message accepted by webhook ${out.webhook_id}.`;
  }
}

/** payload_json when it is a JSON object, else undefined: zod still runs this refinement after a field failed. */
function parseablePayload(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? raw : undefined;
  } catch {
    return undefined;
  }
}
