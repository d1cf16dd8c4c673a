import type { APIUser } from 'discord-api-types/v10';
import { Routes } from '../../core/platform/discord-routes.js';
import type { PlatformRequester } from '../../core/platform/platform-requester.js';
import { evaluate } from '../../packs/shared/effective-permissions.js';
import { parseBitfield, permissionNames } from '../../packs/shared/permission-flags.js';
import { readPermissionChannel, readRoles } from '../../packs/shared/permission-reads.js';
import type { CatalogTool } from '../support/catalog-permissions.js';
import { describePlatformFailure } from '../support/platform-session.js';
import { fail, ok, warn, type DoctorCheck } from './doctor-check.js';
import { classifyTool, summariseReadiness, type AccessEvidence, type ToolReadiness } from './tool-readiness.js';

/** Application flags for the privileged intents (Discord's documented application flag bits). */
const APPLICATION_FLAGS = {
  GATEWAY_PRESENCE: 1 << 12,
  GATEWAY_PRESENCE_LIMITED: 1 << 13,
  GATEWAY_GUILD_MEMBERS: 1 << 14,
  GATEWAY_GUILD_MEMBERS_LIMITED: 1 << 15,
  GATEWAY_MESSAGE_CONTENT: 1 << 18,
  GATEWAY_MESSAGE_CONTENT_LIMITED: 1 << 19,
};

export interface AccessTarget {
  bot: APIUser;
  guildId: string | undefined;
  channelId: string | undefined;
  dmConsent: string;
}

export interface AccessReport {
  checks: DoctorCheck[];
  data: {
    guild_id: string | null;
    channel_id: string | null;
    intents: { guild_members: boolean; message_content: boolean; presence: boolean } | null;
    roles: { id: string; name: string }[];
    permissions: { guild: string[] | null; channel: string[] | null; administrator: boolean };
    tools: ToolReadiness[];
    summary: ReturnType<typeof summariseReadiness>;
  };
}

/**
 * The read-only access preflight (SPEC 4.6.3 --access): application flags, membership, roles, effective
 * permissions and channel overwrites, then a readiness outcome per tool. Only GET requests are sent.
 */
export async function accessReport(platform: PlatformRequester, tools: readonly CatalogTool[], target: AccessTarget): Promise<AccessReport> {
  const checks: DoctorCheck[] = [];
  const evidence: AccessEvidence = { dmConsent: target.dmConsent };
  const data: AccessReport['data'] = {
    guild_id: target.guildId ?? null,
    channel_id: target.channelId ?? null,
    intents: null,
    roles: [],
    permissions: { guild: null, channel: null, administrator: false },
    tools: [],
    summary: summariseReadiness([]),
  };

  try {
    const app = await platform.request<{ flags?: number }>({ method: 'GET', route: Routes.currentApplication() });
    const flags = app.flags ?? 0;
    const has = (full: number, limited: number) => (flags & (full | limited)) !== 0;
    data.intents = {
      guild_members: has(APPLICATION_FLAGS.GATEWAY_GUILD_MEMBERS, APPLICATION_FLAGS.GATEWAY_GUILD_MEMBERS_LIMITED),
      message_content: has(APPLICATION_FLAGS.GATEWAY_MESSAGE_CONTENT, APPLICATION_FLAGS.GATEWAY_MESSAGE_CONTENT_LIMITED),
      presence: has(APPLICATION_FLAGS.GATEWAY_PRESENCE, APPLICATION_FLAGS.GATEWAY_PRESENCE_LIMITED),
    };
    evidence.intents = { guildMembers: data.intents.guild_members, messageContent: data.intents.message_content };
    const off = [!data.intents.guild_members && 'GUILD_MEMBERS', !data.intents.message_content && 'MESSAGE_CONTENT'].filter(Boolean);
    checks.push(off.length ? warn('intents', `privileged intents not enabled: ${off.join(', ')} (enable them in the developer portal if the tools that need them matter)`) : ok('intents', 'GUILD_MEMBERS and MESSAGE_CONTENT are enabled'));
  } catch (error) {
    checks.push(warn('intents', `could not read the application flags (${describePlatformFailure(error)})`));
  }

  if (!target.guildId) {
    checks.push(warn('membership', 'no guild to evaluate: pass --guild-id (or use a profile or ALLOWED_GUILDS with one guild)'));
  } else {
    try {
      const guildId = target.guildId;
      const [guild, member, roles] = await Promise.all([
        platform.request<{ owner_id: string }>({ method: 'GET', route: Routes.guild(guildId) }),
        platform.request<{ roles: string[]; communication_disabled_until?: string | null }>({ method: 'GET', route: Routes.guildMember(guildId, target.bot.id) }),
        readRoles(platform, guildId),
      ]);
      checks.push(ok('membership', `the bot is a member of guild ${guildId}`));
      const held = roles.filter((r) => member.roles.includes(r.id));
      data.roles = held.map((r) => ({ id: r.id, name: r.name }));
      const everyone = roles.find((r) => r.id === guildId);
      const timedOut = Boolean(member.communication_disabled_until && Date.parse(member.communication_disabled_until) > Date.now());
      const subject = {
        guildId,
        everyone: parseBitfield(everyone?.permissions),
        roles: held.map((r) => ({ id: r.id, permissions: parseBitfield(r.permissions) })),
        owner: guild.owner_id === target.bot.id,
        timedOut,
        memberId: target.bot.id,
      };
      const guildEval = evaluate(subject);
      evidence.guildPermissions = guildEval.effective;
      data.permissions.guild = permissionNames(guildEval.effective);
      data.permissions.administrator = guildEval.administrator;
      checks.push(ok('roles', `${held.length} role(s): ${held.map((r) => r.name).join(', ') || '(only @everyone)'}`));
      if (guildEval.administrator) checks.push(warn('permissions', 'the bot holds Administrator: grant only the permissions its tools use instead'));
      else checks.push(ok('permissions', `${data.permissions.guild.length} guild permission(s)`));
      if (target.channelId) {
        try {
          const channel = await readPermissionChannel(platform, guildId, target.channelId);
          const channelEval = evaluate(subject, channel.overwrites);
          evidence.channelPermissions = channelEval.effective;
          data.permissions.channel = permissionNames(channelEval.effective);
          checks.push(ok('channel_overwrites', `${channel.overwrites.length} overwrite(s) evaluated for channel ${target.channelId}`));
        } catch (error) {
          checks.push(fail('channel_overwrites', `channel ${target.channelId} could not be evaluated (${describePlatformFailure(error)})`));
        }
      }
    } catch (error) {
      checks.push(fail('membership', `guild ${target.guildId} could not be read as a member (${describePlatformFailure(error)})`));
    }
  }

  data.tools = tools.map((t) => classifyTool(t, evidence));
  data.summary = summariseReadiness(data.tools);
  const blocked = data.tools.length - data.summary.ready;
  const unknownWrites = data.tools.filter((t) => t.outcome === 'unknown' && t.risk !== 'read').length;
  const line = Object.entries(data.summary).filter(([, n]) => n).map(([k, n]) => `${k} ${n}`).join(', ');
  if (unknownWrites) checks.push(warn('tool_readiness', `${data.tools.length} tools: ${line}; ${unknownWrites} write tool(s) have unknown access and are not counted as allowed`));
  else if (data.summary.missing_permissions || data.summary.missing_intents) checks.push(warn('tool_readiness', `${data.tools.length} tools: ${line}`));
  else checks.push(ok('tool_readiness', `${data.tools.length} tools: ${line}${blocked ? ' (the others need caller-supplied tokens, consent or approvals)' : ''}`));
  return { checks, data };
}
