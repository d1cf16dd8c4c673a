import { DiscordError, fieldError, missingPermissions, unauthorized, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P } from '../permissions.js';
import { permissionsKey, type CommandPermissionsRecord, type CommandRecord } from '../state/commands-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { ownApplication } from './applications.js';
import { cmp } from './users.js';

const CHAT_INPUT = 1;
const PRIMARY_ENTRY_POINT = 4;
/** Discord's per-scope limits by command type: 100 slash, 15 user, 15 message, 1 entry point. */
const MAX_BY_TYPE: Record<number, number> = { 1: 100, 2: 15, 3: 15, 4: 1 };
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The guild scope of a route: null for global routes; only the bot's own application (403 50001 / 404 10002), in a guild it is in. */
function scopeOf(req: EmuRequest): string | null {
  ownApplication(req.state, req.params.application_id!);
  const guildId = req.params.guild_id;
  if (!guildId) return null;
  req.state.accessibleGuild(guildId);
  return guildId;
}

function commandsIn(state: EmulatorState, guildId: string | null): CommandRecord[] {
  return [...state.applicationCommands.values()].filter((c) => c.guild_id === guildId).sort((a, b) => cmp(a.id, b.id));
}

function command(state: EmulatorState, guildId: string | null, id: string): CommandRecord {
  const found = state.applicationCommands.get(id);
  if (!found || found.guild_id !== guildId) throw unknownEntity('command');
  return found;
}

export function apiCommand(c: CommandRecord, withLocalizations = true) {
  return {
    id: c.id,
    application_id: c.application_id,
    version: c.version,
    default_member_permissions: c.default_member_permissions,
    type: c.type,
    name: c.name,
    description: c.description,
    dm_permission: c.dm_permission,
    nsfw: c.nsfw,
    integration_types: [...c.integration_types],
    contexts: c.contexts ? [...c.contexts] : null,
    ...(c.guild_id ? { guild_id: c.guild_id } : {}),
    ...(c.options.length ? { options: structuredClone(c.options) } : {}),
    ...(withLocalizations ? { name_localizations: c.name_localizations, description_localizations: c.description_localizations } : {}),
    ...(c.handler !== undefined ? { handler: c.handler } : {}),
  };
}

/** Discord's rules on a command's name and description, by type. */
function checkDefinition(c: Pick<CommandRecord, 'type' | 'name' | 'description'>, at = ''): void {
  if (c.type === CHAT_INPUT) {
    if (!NAME.test(c.name) || c.name !== c.name.toLowerCase()) {
      throw fieldError(`${at}name`, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
    }
    if (!c.description) throw fieldError(`${at}description`, 'BASE_TYPE_REQUIRED', 'This field is required');
  } else if (c.type !== PRIMARY_ENTRY_POINT && c.description) {
    throw fieldError(`${at}description`, 'APPLICATION_COMMAND_DESCRIPTION_NOT_ALLOWED', 'Only chat input commands have a description');
  }
}

/** Applies a create/patch/bulk body onto a record (only the fields present). */
function applyFields(target: CommandRecord, body: Record<string, any>): void {
  if (body.name !== undefined) target.name = body.name;
  if (body.name_localizations !== undefined) target.name_localizations = body.name_localizations;
  if (body.description !== undefined) target.description = body.description ?? '';
  if (body.description_localizations !== undefined) target.description_localizations = body.description_localizations;
  if (body.options !== undefined) target.options = body.options ?? [];
  if (body.default_member_permissions !== undefined) {
    target.default_member_permissions = body.default_member_permissions === null ? null : String(body.default_member_permissions);
  }
  if (body.dm_permission !== undefined && body.dm_permission !== null) target.dm_permission = body.dm_permission;
  if (body.nsfw !== undefined) target.nsfw = body.nsfw;
  if (body.integration_types !== undefined && body.integration_types !== null) target.integration_types = body.integration_types;
  if (body.contexts !== undefined) target.contexts = body.contexts;
  if (body.handler !== undefined && body.handler !== null) target.handler = body.handler;
}

function newCommand(state: EmulatorState, guildId: string | null, body: Record<string, any>, id = state.ids.next()): CommandRecord {
  const record: CommandRecord = {
    id,
    application_id: state.botUserId,
    guild_id: guildId,
    type: body.type ?? CHAT_INPUT,
    name: body.name,
    name_localizations: null,
    description: '',
    description_localizations: null,
    options: [],
    default_member_permissions: null,
    dm_permission: true,
    nsfw: false,
    integration_types: [0],
    contexts: null,
    version: state.ids.next(),
  };
  applyFields(record, body);
  return record;
}

function checkLimits(commands: Pick<CommandRecord, 'type' | 'guild_id'>[]): void {
  for (const [type, max] of Object.entries(MAX_BY_TYPE)) {
    if (commands.filter((c) => c.type === Number(type)).length > max) {
      throw new DiscordError(400, 30032, 'Maximum number of application commands reached');
    }
  }
  if (commands.some((c) => c.type === PRIMARY_ENTRY_POINT && c.guild_id !== null)) {
    throw fieldError('type', 'APPLICATION_COMMAND_TYPE_INVALID', 'Primary entry point commands can only be global');
  }
}

/** The bearer of a user OAuth2 token with the permissions-update scope, who can manage the guild and its roles. */
function permissionEditor(req: EmuRequest, guildId: string): string {
  const header = req.authorization ?? '';
  if (header.startsWith('Bot ')) throw new DiscordError(403, 20001, 'Bots cannot use this endpoint');
  const grant = header.startsWith('Bearer ') ? req.state.oauthAccessTokens.get(header.slice(7)) : undefined;
  if (!grant || !grant.scopes.includes('applications.commands.permissions.update')) throw unauthorized();
  const guild = req.state.guild(guildId);
  const perms = basePermissions(guild, grant.user_id);
  if ((perms & (P.MANAGE_GUILD | P.MANAGE_ROLES)) !== (P.MANAGE_GUILD | P.MANAGE_ROLES)) throw missingPermissions();
  return grant.user_id;
}

const apiPermissions = (p: CommandPermissionsRecord) => ({ ...p, permissions: p.permissions.map((x) => ({ ...x })) });

export const commandRoutes: RouteModule = (r) => {
  for (const base of ['/applications/{application_id}/commands', '/applications/{application_id}/guilds/{guild_id}/commands']) {
    r.get(base, (req) => {
      const guildId = scopeOf(req);
      const withLocalizations = req.query.get('with_localizations') === 'true';
      return { body: commandsIn(req.state, guildId).map((c) => apiCommand(c, withLocalizations)) };
    });

    /** Create, or overwrite the command with the same name and type (an upsert, answered 200 rather than 201). */
    r.post(base, (req) => {
      const { state, body } = req;
      const guildId = scopeOf(req);
      const type = body.type ?? CHAT_INPUT;
      checkDefinition({ type, name: body.name, description: body.description ?? '' });
      const existing = commandsIn(state, guildId).find((c) => c.name === body.name && c.type === type);
      if (existing) {
        applyFields(existing, body);
        existing.version = state.ids.next();
        return { body: apiCommand(existing) };
      }
      const created = newCommand(state, guildId, body);
      checkLimits([...commandsIn(state, guildId), created]);
      state.applicationCommands.set(created.id, created);
      return { status: 201, body: apiCommand(created) };
    });

    /** Replace the whole set: entries keep their id when they name it or match by name and type; the rest is deleted. */
    r.put(base, (req) => {
      const { state } = req;
      const guildId = scopeOf(req);
      const wanted = (req.body ?? []) as Record<string, any>[];
      const current = commandsIn(state, guildId);
      const seen = new Set<string>();
      const next = wanted.map((body, i) => {
        const type = body.type ?? CHAT_INPUT;
        checkDefinition({ type, name: body.name, description: body.description ?? '' }, `${i}.`);
        const key = `${type}:${body.name}`;
        if (seen.has(key)) throw fieldError(`${i}.name`, 'APPLICATION_COMMANDS_DUPLICATE_NAME', `Application command names must be unique`);
        seen.add(key);
        const match = current.find((c) => (body.id ? c.id === body.id : c.name === body.name && c.type === type));
        if (body.id && !match) throw unknownEntity('command');
        const record = newCommand(state, guildId, { ...body, type }, match?.id);
        return record;
      });
      checkLimits(next);
      for (const c of current) state.applicationCommands.delete(c.id);
      for (const c of next) state.applicationCommands.set(c.id, c);
      for (const [key, p] of state.commandPermissions) {
        if (p.id !== p.application_id && !state.applicationCommands.has(p.id)) state.commandPermissions.delete(key);
      }
      return { body: next.map((c) => apiCommand(c)) };
    });

    r.get(`${base}/{command_id}`, (req) => ({ body: apiCommand(command(req.state, scopeOf(req), req.params.command_id!)) }));

    r.patch(`${base}/{command_id}`, (req) => {
      const { state, body } = req;
      const target = command(state, scopeOf(req), req.params.command_id!);
      const name = body.name ?? target.name;
      checkDefinition({ type: target.type, name, description: body.description === undefined ? target.description : (body.description ?? '') });
      const clash = commandsIn(state, target.guild_id).find((c) => c.id !== target.id && c.name === name && c.type === target.type);
      if (clash) throw fieldError('name', 'APPLICATION_COMMAND_ALREADY_EXISTS', 'A command with this name already exists');
      const { type: _ignored, ...fields } = body;
      applyFields(target, fields);
      target.version = state.ids.next();
      return { body: apiCommand(target) };
    });

    r.delete(`${base}/{command_id}`, (req) => {
      const { state } = req;
      const target = command(state, scopeOf(req), req.params.command_id!);
      state.applicationCommands.delete(target.id);
      for (const [key, p] of state.commandPermissions) if (p.id === target.id) state.commandPermissions.delete(key);
      return {};
    });
  }

  r.get('/applications/{application_id}/guilds/{guild_id}/commands/permissions', (req) => {
    const guildId = scopeOf(req)!;
    const rows = [...req.state.commandPermissions.values()].filter((p) => p.guild_id === guildId && p.application_id === req.params.application_id);
    return { body: rows.map(apiPermissions) };
  });

  r.get('/applications/{application_id}/guilds/{guild_id}/commands/{command_id}/permissions', (req) => {
    const guildId = scopeOf(req)!;
    const found = req.state.commandPermissions.get(permissionsKey(guildId, req.params.command_id!));
    if (!found) throw unknownEntity('command_permissions');
    return { body: apiPermissions(found) };
  });

  /** Full replacement, with a user's Bearer token only (auth: false here, checked by permissionEditor). */
  r.put(
    '/applications/{application_id}/guilds/{guild_id}/commands/{command_id}/permissions',
    (req) => {
      const { state, params } = req;
      const guildId = params.guild_id!;
      permissionEditor(req, guildId);
      const applicationId = params.application_id!;
      if (applicationId !== state.botUserId && !state.applications.has(applicationId)) throw unknownEntity('application');
      const commandId = params.command_id!;
      if (commandId !== applicationId) {
        const target = state.applicationCommands.get(commandId);
        if (!target || target.application_id !== applicationId || (target.guild_id !== null && target.guild_id !== guildId)) {
          throw unknownEntity('command');
        }
      }
      const permissions = ((req.body.permissions ?? []) as CommandPermissionsRecord['permissions']).map(({ id, type, permission }) => ({ id, type, permission }));
      const record: CommandPermissionsRecord = { id: commandId, application_id: applicationId, guild_id: guildId, permissions };
      const key = permissionsKey(guildId, commandId);
      if (permissions.length) state.commandPermissions.set(key, record);
      else state.commandPermissions.delete(key);
      return { body: apiPermissions(record) };
    },
    false,
  );
};
