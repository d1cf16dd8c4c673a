import type { APIApplication } from 'discord-api-types/v10';
import * as z from 'zod';
import { imageDataUri, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

/** Flags an app may edit itself: GATEWAY_PRESENCE_LIMITED, GATEWAY_GUILD_MEMBERS_LIMITED, GATEWAY_MESSAGE_CONTENT_LIMITED. */
const EDITABLE_FLAGS = (1 << 13) | (1 << 15) | (1 << 19);

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

const httpsUrl = z
  .string()
  .max(2048)
  .regex(/^https:\/\/\S+$/, 'must be an https URL')
  .refine((v) => URL.canParse(v), 'must be a valid URL');

const installParams = z.strictObject({
  scopes: z.array(z.literal(['applications.commands', 'bot'])).min(1).refine(unique, 'scopes must be unique'),
  permissions: z
    .string()
    .regex(/^\d{1,16}$/)
    .refine((v) => Number.isSafeInteger(Number(v)), 'permission bitfield too large')
    .describe('Permission bitfield, base-10 string'),
});
const integrationTypeConfig = z.strictObject({ oauth2_install_params: installParams.nullable().optional() });

const WEBHOOK_EVENT_TYPES = [
  'APPLICATION_AUTHORIZED',
  'APPLICATION_DEAUTHORIZED',
  'ENTITLEMENT_CREATE',
  'ENTITLEMENT_DELETE',
  'ENTITLEMENT_UPDATE',
  'GAME_DIRECT_MESSAGE_CREATE',
  'GAME_DIRECT_MESSAGE_DELETE',
  'GAME_DIRECT_MESSAGE_UPDATE',
  'LOBBY_MESSAGE_CREATE',
  'LOBBY_MESSAGE_DELETE',
  'LOBBY_MESSAGE_UPDATE',
  'QUEST_USER_ENROLLMENT',
] as const;


const input = () => z.strictObject({
  description: z.string().max(400).optional(),
  icon: imageDataUri.nullable().optional().describe('null clears'),
  cover_image: imageDataUri.nullable().optional().describe('null clears'),
  interactions_endpoint_url: httpsUrl.nullable().optional(),
  role_connections_verification_url: httpsUrl.nullable().optional(),
  install_params: installParams.optional(),
  integration_types_config: z
    .partialRecord(z.literal(['0', '1']), integrationTypeConfig)
    .refine((v) => Object.keys(v).length > 0, 'give key "0" and/or "1"')
    .optional()
    .describe('"0" guild install, "1" user install'),
  custom_install_url: httpsUrl.optional(),
  tags: z.array(z.string().min(1).max(20)).max(5).refine(unique, 'tags must be unique').optional(),
  flags: z
    .number()
    .int()
    .min(0)
    .refine((v) => (v & ~EDITABLE_FLAGS) === 0, 'only the limited intent flags 8192, 32768 and 524288 can be set')
    .optional()
    .describe('OR of 8192 presence, 32768 members, 524288 message content (limited intents)'),
  event_webhooks_url: httpsUrl.nullable().optional(),
  event_webhooks_status: z.literal([1, 2]).optional().describe('1 disabled, 2 enabled'),
  event_webhooks_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).refine(unique, 'types must be unique').optional(),
});

const output = () => z.strictObject({
  id: snowflake(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  flags: z.number().int().optional(),
});

type InstallParams = z.output<typeof installParams>;
/** Discord takes the install permissions as an integer. */
const toWireInstallParams = (p: InstallParams | null | undefined) => (p ? { scopes: p.scopes, permissions: Number(p.permissions) } : p);

@tool({
  name: 'application_modify_current',
  category: 'application',
  risk: 'write',
  scope: 'application',
  title: "Edit the bot's application",
  description: "Edit the bot's own application profile and settings (description, icon, install parameters, tags, endpoints, event webhooks). Send only what changes.",
  synonyms: ['app settings', 'bot profile', 'interactions endpoint', 'install link', 'bot description'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/applications/@me' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ApplicationModifyCurrent implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { description, install_params, integration_types_config, ...rest } = args;
    const body: Record<string, unknown> = { ...rest };
    // Discord's schema takes the description as a localizable object.
    if (description !== undefined) body.description = { default: description };
    if (install_params) body.install_params = toWireInstallParams(install_params);
    if (integration_types_config) {
      const entries = Object.entries(integration_types_config).filter(([, cfg]) => cfg !== undefined);
      body.integration_types_config = Object.fromEntries(
        entries.map(([key, cfg]) => [key, cfg!.oauth2_install_params === undefined ? cfg : { oauth2_install_params: toWireInstallParams(cfg!.oauth2_install_params) }]),
      );
    }
    const app = await platform.request<APIApplication>({ method: 'PATCH', route: Routes.currentApplication(), body });
    return { id: app.id, name: app.name, description: app.description ?? null, icon: app.icon, ...(app.flags !== undefined ? { flags: app.flags } : {}) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated application ${out.id}.`;
  }
}
