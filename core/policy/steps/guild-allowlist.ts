import { timingSafeEqual } from 'node:crypto';
import type { GuildResolver, OwnerKind } from '../../platform/guild-resolver.js';
import { PlatformError } from '../../platform/platform-error.js';
import { namedChannelIds, namedGuildIds } from '../guild-fields.js';
import { platformErrorBody } from '../platform-error-body.js';
import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep, type ResolvedCall, type ToolResult } from '../tool-call.js';

/** Input fields that name an object whose owning guild must be inside the allowlist. */
export const OWNED_FIELDS: ReadonlyArray<[field: string, kind: OwnerKind]> = [
  ['channel_id', 'channel'],
  ['thread_id', 'channel'],
  ['parent_id', 'channel'],
  ['webhook_channel_id', 'channel'],
  ['webhook_id', 'webhook'],
  ['code', 'invite'],
];

/** Compares every entry in constant time, so timing does not reveal which guild ids are allowed. */
function isAllowed(allowed: readonly string[], guildId: string): boolean {
  const candidate = Buffer.from(guildId);
  let match = false;
  for (const entry of allowed) {
    const bytes = Buffer.from(entry);
    const same = bytes.length === candidate.length && timingSafeEqual(bytes, candidate);
    match = match || same;
  }
  return match;
}

const EXTEND_ALLOWLIST = 'ALLOWED_GUILDS limits this server to specific guilds; ask the operator to extend it if this guild is intended.';

function refuse(code: 'GUILD_NOT_ALLOWED' | 'GUILD_SCOPE_UNRESOLVED', message: string, hint = EXTEND_ALLOWLIST): ToolResult {
  return errorResult({ code, message, retriable: false, recovery_hint: hint });
}

/**
 * A guild-scoped call passes on its guild_id, but the channels it names are arguments of their own: unchecked, the
 * channel-type step would read a foreign guild's channel and report its type, and the write would name it. Each
 * named channel must be a channel of the call's guild, proven by the allowlist's own resolution (one GET of the
 * channel, cached, with the call's signal; the channel-type step then reads the cached facts) before any other
 * request. What that read found is never shown: a channel of another guild, a DM, and one the bot cannot see
 * (403, 404) all answer GUILD_NOT_ALLOWED alike, and nothing else is sent.
 */
async function channelOutsideGuild(guildId: string, channelIds: readonly string[], guilds: GuildResolver, signal: AbortSignal | undefined): Promise<ToolResult | undefined> {
  const ids = [...new Set(channelIds)];
  const owners = await Promise.allSettled(ids.map((id) => guilds.guildOf('channel', id, signal)));
  for (const [i, owner] of owners.entries()) {
    if (owner.status === 'rejected') {
      const error: unknown = owner.reason;
      if (!(error instanceof PlatformError)) throw error;
      if (error.status !== 403 && error.status !== 404) return errorResult(platformErrorBody(error));
    }
    if (owner.status === 'rejected' || owner.value !== guildId) {
      return refuse(
        'GUILD_NOT_ALLOWED',
        `channel ${ids[i]} is not a channel of guild ${guildId} that the bot can see; while ALLOWED_GUILDS is set a call on a guild names only that guild's channels. Nothing was sent.`,
        `Pass a channel of guild ${guildId} (channels_list shows them).`,
      );
    }
  }
  return undefined;
}

/** ALLOWED_GUILDS: a call acts only inside the allowed guilds, proven before any write. */
export const guildAllowlist =
  ({ config, guilds }: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call, next) => {
    const allowed = config.ALLOWED_GUILDS;
    const { contract } = call.tool;
    if (!allowed || contract.scope === 'local') return next();
    const input = call.input;

    if (contract.scope === 'interaction') {
      return refuse('GUILD_SCOPE_UNRESOLVED', `${call.name} acts through an interaction token whose guild cannot be proven while ALLOWED_GUILDS is set.`);
    }
    // Every argument that names a guild, at any depth and whatever the scope, must name an allowed one.
    const foreign = namedGuildIds(input).find((g) => !isAllowed(allowed, g));
    if (foreign) return refuse('GUILD_NOT_ALLOWED', `guild ${foreign} is not in ALLOWED_GUILDS; nothing was sent.`);
    if (contract.scope === 'global' || contract.scope === 'application') {
      if (contract.risk === 'read') return next();
      return refuse('GUILD_SCOPE_UNRESOLVED', `${call.name} changes state outside any guild, which is refused while ALLOWED_GUILDS is set.`);
    }

    const owners: string[] = [];
    if (typeof input.guild_id === 'string') owners.push(input.guild_id);
    // Guild-scoped tools are judged by guild_id, and every channel they name by its owner being that guild.
    if (contract.scope === 'guild') {
      // A tool whose guild_id is optional (guild_blueprint_plan) acts on the single allowed guild (catalog README, Scope).
      const optionalGuild = !((call.tool.inputJsonSchema.required as string[] | undefined) ?? []).includes('guild_id');
      if (!owners.length && optionalGuild && allowed.length === 1) owners.push(allowed[0]!);
      if (!owners.length) return refuse('GUILD_SCOPE_UNRESOLVED', `${call.name}: no guild_id to check against ALLOWED_GUILDS.`);
      if (!isAllowed(allowed, owners[0]!)) return refuse('GUILD_NOT_ALLOWED', `guild ${owners[0]} is not in ALLOWED_GUILDS; nothing was sent.`);
      const stray = await channelOutsideGuild(owners[0]!, namedChannelIds(input), guilds, call.signal);
      if (stray) return stray;
      call.guildId = owners[0];
      return next();
    }
    const tokenScoped = contract.scope === 'webhook-token';
    const lookups: Array<[field: string, id: string, resolve: () => Promise<string | null>]> = [];
    if (tokenScoped && typeof input.webhook_id === 'string' && typeof input.token === 'string') {
      const [id, token] = [input.webhook_id, input.token];
      lookups.push(['webhook_id', id, () => guilds.guildOfWebhookToken(id, token, call.signal)]);
    }
    for (const [field, kind] of OWNED_FIELDS) {
      const id = input[field];
      if (typeof id !== 'string' || (tokenScoped && field === 'webhook_id')) continue;
      lookups.push([field, id, () => guilds.guildOf(kind, id, call.signal)]);
    }
    for (const [field, id, resolve] of lookups) {
      try {
        const guildId = await resolve();
        if (!guildId) return refuse('GUILD_SCOPE_UNRESOLVED', `${field} ${id} belongs to no guild, so ALLOWED_GUILDS cannot admit it.`);
        owners.push(guildId);
      } catch (error) {
        if (error instanceof PlatformError) return errorResult(platformErrorBody(error));
        throw error;
      }
    }
    if (!owners.length) return refuse('GUILD_SCOPE_UNRESOLVED', `${call.name}: no guild could be determined from the arguments.`);
    const outside = owners.find((g) => !isAllowed(allowed, g));
    if (outside) return refuse('GUILD_NOT_ALLOWED', `guild ${outside} is not in ALLOWED_GUILDS; nothing was sent.`);
    call.guildId = owners[0];
    return next();
  };
