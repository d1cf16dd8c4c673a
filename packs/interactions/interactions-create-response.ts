import { Routes, type APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolContext, type ToolHandler } from '../../core/index.js';
import { interactionToken } from './interaction-fields.js';

/** Callback types whose data is a message (reply or update of the source message). */
const MESSAGE_CALLBACKS = new Set([4, 7]);

const input = z.strictObject({
  interaction_id: snowflake(),
  interaction_token: interactionToken,
  type: z
    .literal([1, 4, 5, 6, 7, 8, 9, 10, 12])
    .describe('1 pong, 4 reply, 5 deferred reply, 6 deferred update, 7 update message, 8 autocomplete, 9 modal, 10 premium required (deprecated), 12 launch activity'),
  data: z.record(z.string(), z.unknown()).optional().describe('Callback data: message fields, {choices} or a modal'),
  with_response: z.boolean().default(false).describe('Return the resulting message'),
});

const output = z.strictObject({ acknowledged: z.boolean(), message: z.record(z.string(), z.unknown()).optional() });

interface CallbackResponse {
  resource?: { message?: APIMessage };
}

@tool({
  name: 'interactions_create_response',
  category: 'interactions',
  risk: 'write',
  scope: 'interaction',
  title: 'Respond to an interaction',
  description: 'Answer an interaction the first time, within 3 seconds: reply, defer, update the clicked message, open a modal or return autocomplete choices. Needs the interaction id and token.',
  synonyms: ['reply to slash command', 'acknowledge', 'defer', 'ack', 'show modal', 'autocomplete', 'button click'],
  input,
  output,
  platform: [{ method: 'POST', path: '/interactions/{interaction_id}/{interaction_token}/callback' }],
  permissions: [],
  idempotent: false,
  openWorld: true,
})
export class InteractionsCreateResponse implements ToolHandler<typeof input, typeof output> {
  async execute(args: z.output<typeof input>, { platform }: ToolContext): Promise<z.input<typeof output>> {
    const data = args.data && MESSAGE_CALLBACKS.has(args.type) && args.data.allowed_mentions === undefined ? { ...args.data, allowed_mentions: { parse: [] } } : args.data;
    const answer = await platform.request<CallbackResponse | undefined>({
      method: 'POST',
      route: Routes.interactionCallback(args.interaction_id, args.interaction_token),
      query: { with_response: args.with_response || undefined },
      body: { type: args.type, ...(data !== undefined ? { data } : {}) },
      auth: false,
    });
    const message = answer?.resource?.message;
    return { acknowledged: true, ...(message ? { message: message as unknown as Record<string, unknown> } : {}) };
  }

  summarize(out: z.output<typeof output>): string {
    return out.message ? `Interaction acknowledged; response message ${String(out.message.id)}.` : 'Interaction acknowledged.';
  }
}
