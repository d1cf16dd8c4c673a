import type { APIApplicationCommand, APIGuildApplicationCommandPermissions } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Discord refuses lists with repeated values (uniqueItems) for these fields. */
const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

/**
 * The fields of an application command definition, shared by create, modify and bulk overwrite, and Discord's
 * rules on them. Options (a tree up to three levels deep) are plain objects in the listed schema and are
 * checked by code against `optionSchema` before dispatch: tools/list schemas must stay inline and small.
 */

const CHAT_INPUT = 1;
const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
/** String, integer and number options may offer fixed choices. */
const CHOICE_TYPES = new Set([3, 4, 10]);
/** Discord's name rule (lowercase where a lowercase form exists, for chat input commands and all options). */
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** locale -> text, each as long as the base field allows (checked here, kept out of the listed schema). */
const localizations = (max: number) =>
  z
    .record(z.string(), z.string())
    .refine((m) => Object.values(m).every((v) => v.length >= 1 && v.length <= max), `each entry must be 1..${max} chars`)
    .nullable()
    .optional();

const choice = z.strictObject({
  name: z.string().min(1).max(100),
  name_localizations: localizations(100),
  value: z.union([z.string().max(100), z.number()]),
});

const optionFields = {
  type: z.number().int().min(1).max(11),
  name: z.string().min(1).max(32),
  name_localizations: localizations(32),
  description: z.string().min(1).max(100),
  description_localizations: localizations(100),
  required: z.boolean().optional(),
  choices: z.array(choice).max(25).optional(),
  channel_types: z.array(z.number().int().min(0)).optional(),
  min_value: z.number().optional(),
  max_value: z.number().optional(),
  min_length: z.number().int().min(0).max(6000).optional(),
  max_length: z.number().int().min(1).max(6000).optional(),
  autocomplete: z.boolean().optional(),
};

/** Every option, at any depth, is checked against this by code (see the file comment). */
const optionSchema = z.strictObject({ ...optionFields, options: z.array(z.record(z.string(), z.unknown())).max(25).optional() });
type Option = z.output<typeof optionSchema>;

const optionsInput = z
  .array(z.record(z.string(), z.unknown()))
  .max(25)
  .optional()
  .describe(
    '{type, name, description, required?, choices? [{name, value}] <=25, options? (nested), channel_types?, min_value?, max_value?, min_length?, max_length?, autocomplete?}; type 1 subcommand, 2 group, 3 string, 4 integer, 5 boolean, 6 user, 7 channel, 8 role, 9 mentionable, 10 number, 11 attachment',
  );

/** Every definition field except the name, all optional (modify sends only what changes). */
export const commandFieldShape = {
  name_localizations: localizations(32),
  description: z.string().max(100).optional().describe('Required (1..100) for slash commands'),
  description_localizations: localizations(100),
  options: optionsInput,
  default_member_permissions: z
    .string()
    .regex(/^\d+$/)
    .refine((v) => !/^\d+$/.test(v) || BigInt(v) <= BigInt(Number.MAX_SAFE_INTEGER), 'is too large')
    .nullable()
    .optional()
    .describe('Permission bits; "0" = admins only'),
  dm_permission: z.boolean().nullable().optional().describe('Deprecated: contexts'),
  default_permission: z.boolean().nullable().optional().describe('Deprecated'),
  type: z.literal([1, 2, 3, 4]).optional().describe('1 slash (default), 2 user, 3 message, 4 primary entry point'),
  nsfw: z.boolean().optional(),
  integration_types: z.array(z.literal([0, 1])).min(1).refine(distinct, 'must not repeat a value').optional().describe('0 guild install, 1 user install'),
  contexts: z.array(z.literal([0, 1, 2])).min(1).refine(distinct, 'must not repeat a value').optional().describe('0 guild, 1 bot DM, 2 private channel'),
  handler: z.literal([1, 2]).optional().describe('Entry point commands only'),
};

export const commandName = z.string().min(1).max(32).describe('1..32; slash commands: lowercase, digits, - _');

/** A full definition, as bulk overwrite takes it (no ids). */
export const commandDefinition = z.strictObject({ name: commandName, ...commandFieldShape }).superRefine((v, ctx) => checkCommandDefinition(v, ctx));

export type CommandFields = { name?: string } & Partial<z.output<z.ZodObject<typeof commandFieldShape>>>;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/**
 * Discord's rules for a command: slash command names lowercase and descriptions required; user and message
 * commands take no description, and only slash commands take options. `knownType` false (modify without `type`) checks only what
 * does not depend on the type.
 */
export function checkCommandDefinition(v: CommandFields, ctx: z.RefinementCtx, knownType = true): void {
  const type = v.type ?? CHAT_INPUT;
  const slash = type === CHAT_INPUT;
  if (v.name !== undefined && knownType && slash && (!NAME.test(v.name) || v.name !== v.name.toLowerCase())) {
    issue(ctx, ['name'], 'slash command names are 1-32 lowercase letters, digits, - or _');
  }
  if (knownType && slash && v.name !== undefined && !v.description) issue(ctx, ['description'], 'slash commands need a description (1..100 chars)');
  const contextMenu = type === 2 || type === 3;
  if (knownType && contextMenu && v.description) issue(ctx, ['description'], 'user and message commands (types 2, 3) take no description');
  if (knownType && !slash && v.options?.length) issue(ctx, ['options'], 'only slash commands (type 1) have options');
  if (v.handler !== undefined && v.type !== undefined && v.type !== 4) issue(ctx, ['handler'], 'handler is for primary entry point commands (type 4) only');
  if (v.options) checkOptions(v.options, ctx, ['options'], 0);
}

/** Option trees: groups hold subcommands, subcommands hold plain options; names unique; required first. */
function checkOptions(options: readonly Record<string, unknown>[], ctx: z.RefinementCtx, path: (string | number)[], depth: number): void {
  const names = new Set<string>();
  let optionalSeen = false;
  const nesting = options.some((o) => o.type === SUBCOMMAND || o.type === SUBCOMMAND_GROUP);
  options.forEach((raw, i) => {
    const at = [...path, i];
    const parsed = optionSchema.safeParse(raw);
    if (!parsed.success) {
      for (const e of parsed.error.issues) issue(ctx, [...at, ...(e.path as (string | number)[])], e.message);
      return;
    }
    const o: Option = parsed.data;
    if (!NAME.test(o.name) || o.name !== o.name.toLowerCase()) issue(ctx, [...at, 'name'], 'option names are 1-32 lowercase letters, digits, - or _');
    if (names.has(o.name)) issue(ctx, [...at, 'name'], `duplicate option name "${o.name}"`);
    names.add(o.name);
    const container = o.type === SUBCOMMAND || o.type === SUBCOMMAND_GROUP;
    if (nesting && !container) issue(ctx, [...at, 'type'], 'subcommands and groups cannot be mixed with plain options');
    if (o.type === SUBCOMMAND_GROUP && depth > 0) issue(ctx, [...at, 'type'], 'groups are allowed only at the top level');
    if (o.type === SUBCOMMAND && depth > 1) issue(ctx, [...at, 'type'], 'subcommands nest at most inside one group');
    if (!container) {
      if (o.required) {
        if (optionalSeen) issue(ctx, [...at, 'required'], 'required options must come before optional ones');
      } else optionalSeen = true;
    }
    if (o.choices?.length && !CHOICE_TYPES.has(o.type)) issue(ctx, [...at, 'choices'], 'choices are for string, integer and number options');
    if (o.choices?.length && o.autocomplete) issue(ctx, [...at, 'autocomplete'], 'autocomplete cannot be combined with choices');
    if (container && o.options) {
      if (o.type === SUBCOMMAND_GROUP && o.options.some((c) => c.type !== SUBCOMMAND)) issue(ctx, [...at, 'options'], 'a group holds only subcommands (type 1)');
      checkOptions(o.options, ctx, [...at, 'options'], depth + 1);
    } else if (o.options?.length) issue(ctx, [...at, 'options'], 'only subcommands and groups have nested options');
  });
}

/**
 * The JSON body Discord receives. `default_member_permissions` travels as a number: Discord's API description
 * types it as an integer (the bits in use fit exactly).
 */
export function toCommandBody(fields: CommandFields): Record<string, unknown> {
  const { default_member_permissions: perms, ...rest } = fields;
  return { ...rest, ...(perms !== undefined ? { default_member_permissions: perms === null ? null : Number(perms) } : {}) };
}

/** Output of create and modify. */
export const commandWriteOutput = z.strictObject({
  id: snowflake(),
  application_id: snowflake().optional(),
  guild_id: snowflake().nullable().optional(),
  name: z.string(),
  description: z.string().optional(),
  type: z.number().int().describe('1 slash, 2 user, 3 message, 4 entry point'),
});

export function toCommandWrite(c: APIApplicationCommand): z.input<typeof commandWriteOutput> {
  return { id: c.id, application_id: c.application_id, guild_id: c.guild_id ?? null, name: c.name, description: c.description, type: c.type };
}

export const commandListItem = z.strictObject({ id: snowflake(), name: z.string(), description: z.string(), type: z.number().int() });

export const permissionOverride = z.strictObject({
  id: snowflake('Role, user or channel id; guild_id = @everyone, guild_id-1 = all channels'),
  type: z.literal([1, 2, 3]).describe('1 role, 2 user, 3 channel'),
  permission: z.boolean(),
});

export const commandPermissionsShape = {
  id: snowflake(),
  application_id: snowflake(),
  guild_id: snowflake(),
  permissions: z.array(z.strictObject({ id: snowflake(), type: z.number().int(), permission: z.boolean() })),
};

/** `application_id` of every commands tool. */
export const applicationId = () => snowflake("The bot's own application id");

/** A whole command set, as the bulk overwrites take it: 0..100 definitions, unique by name and type. */
export const commandSet = z
  .array(commandDefinition)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      const key = `${c.type ?? CHAT_INPUT}:${c.name}`;
      if (seen.has(key)) issue(ctx, [i, 'name'], `duplicate command "${c.name}" of the same type`);
      seen.add(key);
    });
  })
  .describe('The complete new set; [] deletes every command');

export const bulkOutput = z.strictObject({
  commands: z.array(z.strictObject({ id: snowflake(), name: z.string(), type: z.number().int() })),
  count: z.number().int(),
});

export const toBulkOutput = (rows: APIApplicationCommand[]): z.input<typeof bulkOutput> => ({
  commands: rows.map((c) => ({ id: c.id, name: c.name, type: c.type })),
  count: rows.length,
});

export const toCommandPermissions = (p: APIGuildApplicationCommandPermissions) => ({
  id: p.id,
  application_id: p.application_id,
  guild_id: p.guild_id,
  permissions: p.permissions.map(({ id, type, permission }) => ({ id, type, permission })),
});
