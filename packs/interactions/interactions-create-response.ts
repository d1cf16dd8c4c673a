import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CALLBACK_TYPES, callbackData, checkCallbackData, type CallbackData } from './callback-data.js';
import { interactionToken } from './interaction-fields.js';

/** Callback types whose data is a message (reply or update of the source message). */
const MESSAGE_CALLBACKS = new Set([4, 7]);

const input = () => z
  .strictObject({
    interaction_id: snowflake(),
    interaction_token: interactionToken,
    type: z
      .literal(CALLBACK_TYPES)
      .describe('1 pong, 4 reply, 5 deferred reply, 6 deferred update, 7 update message, 8 autocomplete, 9 modal, 12 launch activity'),
    data: callbackData.optional(),
    with_response: z.boolean().default(false).describe('Return the resulting message'),
  })
  // The data shape depends on the type (Discord's callback request schemas); JSON Schema lists the three shapes.
  .superRefine(checkCallbackData);

const output = () => z.strictObject({ acknowledged: z.boolean(), message: z.record(z.string(), z.unknown()).optional() });

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
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // The input's superRefine parsed `data` against its type's shape, so it is an object here when present.
    const given = args.data as CallbackData | undefined;
    const data = given && MESSAGE_CALLBACKS.has(args.type) && given.allowed_mentions === undefined ? { ...given, allowed_mentions: { parse: [] } } : given;
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

  summarize(out: ToolOutput<typeof output>): string {
    return out.message ? `Interaction acknowledged; response message ${String(out.message.id)}.` : 'Interaction acknowledged.';
  }
}
