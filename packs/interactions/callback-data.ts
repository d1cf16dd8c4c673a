import * as z from 'zod';

/**
 * The `data` of an interaction callback, per callback `type`, as Discord's OpenAPI describes the request bodies
 * (CreateMessage/UpdateMessage, ApplicationCommandAutocomplete and Modal InteractionCallbackRequest). Nested
 * Discord objects (embeds, components, attachments) stay pass-through JSON: Discord validates their insides.
 * The listed schema is read by the model on every tools/list, so field descriptions are left out.
 */

/** Types 1 (pong) and 12 (launch activity) take no data; 10 (premium required) is gone from Discord's API. */
export const CALLBACK_TYPES = [1, 4, 5, 6, 7, 8, 9, 12] as const;
export type CallbackType = (typeof CALLBACK_TYPES)[number];

const json = z.record(z.string(), z.unknown());

/** 4 reply, 5 deferred reply (only flags matter), 6 deferred update, 7 update the clicked message. */
const messageData = z.strictObject({
  content: z.string().max(2000).optional(),
  embeds: z.array(json).max(10).optional(),
  components: z.array(json).max(40).optional(),
  attachments: z.array(json).max(10).optional(),
  allowed_mentions: json.optional(),
  flags: z.number().int().min(0).optional(),
  tts: z.boolean().optional(),
  poll: json.optional(),
});

/** 8: autocomplete results; one option type, so all values are strings or all numbers (`checkCallbackData`). */
const choicesData = z.strictObject({
  choices: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(100),
        value: z.union([z.string().max(6000), z.number()]),
        name_localizations: z.record(z.string(), z.string()).optional(),
      }),
    )
    .max(25),
});

/** 9: a modal; each component is an action row, label or text display (the example is the smallest valid one). */
const modalData = z.strictObject({
  custom_id: z.string().min(1).max(100),
  title: z.string().min(1).max(45),
  components: z
    .array(json.meta({ examples: [{ type: 10, content: 'Tell us more' }] }))
    .min(1)
    .max(40),
});

/** A shape as tools/list shows it (inline JSON Schema, without the `$schema` header). */
function listed(shape: z.ZodType): Record<string, unknown> {
  const { $schema: _header, ...json } = z.toJSONSchema(shape, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

let listedShapes: Record<string, unknown>[] | undefined;

/**
 * The `data` input. It is parsed by `checkCallbackData` against the one shape its type takes, so a mistake gets a
 * precise reason (a zod union would only say "Invalid input"); the listing shows the three shapes as an anyOf.
 * The anyOf is a getter, converted on first use: zod reads metadata when it builds a JSON Schema, and a build
 * lists precomputed schemas, so a server started from dist/ never pays for the conversion.
 */
export const callbackData = z.unknown().meta({
  description: '1, 12: none; 4-7: message fields; 8: {choices} (values all strings or all numbers); 9: modal {custom_id, title, components}',
  get anyOf() {
    return (listedShapes ??= [messageData, choicesData, modalData].map(listed));
  },
});

/** What `data` is once `checkCallbackData` accepted it. */
export type CallbackData = Record<string, unknown>;

const SHAPE_BY_TYPE: Record<CallbackType, { shape?: z.ZodType; required: boolean; name: string }> = {
  1: { required: false, name: 'pong' },
  12: { required: false, name: 'launch activity' },
  4: { shape: messageData, required: false, name: 'message' },
  5: { shape: messageData, required: false, name: 'message' },
  6: { shape: messageData, required: false, name: 'message' },
  7: { shape: messageData, required: false, name: 'message' },
  8: { shape: choicesData, required: true, name: 'autocomplete' },
  9: { shape: modalData, required: true, name: 'modal' },
};

/** Refuses data whose shape does not belong to the callback type (a superRefine of the tool input). */
export function checkCallbackData(value: { type: CallbackType; data?: unknown }, ctx: z.RefinementCtx): void {
  const rule = SHAPE_BY_TYPE[value.type];
  if (value.data === undefined) {
    if (rule.required) ctx.addIssue({ code: 'custom', path: ['data'], message: `type ${value.type} (${rule.name}) requires data` });
    return;
  }
  if (!rule.shape) {
    ctx.addIssue({ code: 'custom', path: ['data'], message: `type ${value.type} (${rule.name}) takes no data` });
    return;
  }
  const parsed = rule.shape.safeParse(value.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['data', ...issue.path], message: `for type ${value.type} (${rule.name}): ${issue.message}` });
    }
    return;
  }
  // Discord types the choices by the option (string, integer or number): one autocomplete answer cannot mix them.
  const choices = (parsed.data as { choices?: { value: unknown }[] }).choices;
  if (choices && new Set(choices.map((c) => typeof c.value)).size > 1) {
    ctx.addIssue({ code: 'custom', path: ['data', 'choices'], message: 'choice values must all be strings or all numbers' });
  }
}
