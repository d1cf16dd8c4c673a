import * as z from 'zod';
import { PlatformError, type PlatformRequester, snowflake, tool, type ToolArgs, type ToolContext, ToolError, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { evaluate, implicitDenies, type TraceStep } from '../shared/effective-permissions.js';
import { FLAG, isPermissionName, parseBitfield, unknownBits, type PermissionName } from '../shared/permission-flags.js';
import { ACTIONS_PERMISSIONS, readPermissionChannel, readRoles, type PermissionChannel, type RoleRead } from '../shared/permission-reads.js';
import { checkMemberTarget, checkRoleTarget, hierarchyNotApplicable, hierarchyOutput, topRole, type HierarchyCheck } from '../shared/role-hierarchy.js';

const CHANNEL_ACTIONS = ['view_channel', 'send_messages', 'manage_channel'] as const;
const MEMBER_ACTIONS = ['kick_member', 'ban_member', 'timeout_member'] as const;
const ROLE_ACTIONS = ['assign_role', 'remove_role'] as const;
const GUILD_ACTION_PERMISSIONS: Record<(typeof ROLE_ACTIONS)[number] | (typeof MEMBER_ACTIONS)[number], PermissionName[]> = {
  assign_role: ['MANAGE_ROLES'],
  remove_role: ['MANAGE_ROLES'],
  kick_member: ['KICK_MEMBERS'],
  ban_member: ['BAN_MEMBERS'],
  timeout_member: ['MODERATE_MEMBERS'],
};
/** Permissions that need the acting account's 2FA when the guild requires it for moderation. */
const MFA_GATED = FLAG.KICK_MEMBERS | FLAG.BAN_MEMBERS | FLAG.ADMINISTRATOR | FLAG.MANAGE_CHANNELS | FLAG.MANAGE_GUILD | FLAG.MANAGE_MESSAGES | FLAG.MANAGE_ROLES | FLAG.MANAGE_WEBHOOKS | FLAG.MANAGE_THREADS | FLAG.MANAGE_GUILD_EXPRESSIONS;

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    channel_id: snowflake('Needed for channel actions; threads resolve through their parent').optional(),
    user_id: snowflake('Member to evaluate (or role_id)').optional(),
    role_id: snowflake('Role to evaluate (or user_id)').optional(),
    requested_permissions: z
      .array(z.string().refine(isPermissionName, 'is not a Discord permission flag name'))
      .min(1)
      .optional()
      .describe('Flag names, e.g. VIEW_CHANNEL, SEND_MESSAGES'),
    action: z.literal([...CHANNEL_ACTIONS, ...ROLE_ACTIONS, ...MEMBER_ACTIONS]).optional(),
    target_user_id: snowflake('For kick_member, ban_member, timeout_member').optional(),
    target_role_id: snowflake('For assign_role, remove_role').optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.user_id === undefined) === (v.role_id === undefined)) ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'give exactly one of user_id, role_id' });
    const action = v.action as string | undefined;
    if (action && (CHANNEL_ACTIONS as readonly string[]).includes(action) && !v.channel_id) ctx.addIssue({ code: 'custom', path: ['channel_id'], message: `required for ${action}` });
    if (action && (MEMBER_ACTIONS as readonly string[]).includes(action) && !v.target_user_id) ctx.addIssue({ code: 'custom', path: ['target_user_id'], message: `required for ${action}` });
    if (action && (ROLE_ACTIONS as readonly string[]).includes(action) && !v.target_role_id) ctx.addIssue({ code: 'custom', path: ['target_role_id'], message: `required for ${action}` });
  });

const bitfield = z.string();
const output = () => z.strictObject({
  guild_id: snowflake(),
  channel_id: snowflake().nullable(),
  permission_source_channel_id: snowflake().nullable(),
  subject_type: z.literal(['member', 'role']),
  subject_id: snowflake(),
  action: z.string().nullable(),
  requested_permissions: z.array(z.string()),
  allowed: z.boolean().nullable().describe('null = cannot be decided or nothing asked'),
  base_permissions: bitfield,
  effective_permissions: bitfield,
  unknown_permission_bits: bitfield,
  missing_permissions: z.array(z.string()),
  ineffective_permissions: z.array(z.string()),
  implicit_denies: z.array(z.strictObject({ permission: z.string(), missing_prerequisites: z.array(z.string()), reason: z.string() })),
  administrator: z.boolean(),
  guild_owner: z.boolean(),
  subject_timed_out: z.boolean(),
  applied_role_ids: z.array(snowflake()),
  decision_trace: z.array(
    z.strictObject({
      stage: z.literal(['guild_everyone', 'guild_roles', 'guild_owner', 'administrator', 'channel_everyone', 'channel_roles', 'channel_member', 'member_timeout']),
      before: bitfield,
      allow: bitfield,
      deny: bitfield,
      after: bitfield,
      note: z.string(),
    }),
  ),
  role_hierarchy_check: hierarchyOutput,
  warnings: z.array(z.string()),
  confidence: z.literal(['complete', 'partial']),
});

interface GuildRead {
  id: string;
  owner_id: string;
  mfa_level?: number;
}

interface MemberRead {
  user: { id: string };
  roles: string[];
  communication_disabled_until?: string | null;
}

const isTimedOut = (m: MemberRead) => Boolean(m.communication_disabled_until && Date.parse(m.communication_disabled_until) > Date.now());

const traceRow = (s: TraceStep) => ({ stage: s.stage, before: `${s.before}`, allow: `${s.allow}`, deny: `${s.deny}`, after: `${s.after}`, note: s.note });

/** The member's known roles, noting ids the role list does not have. */
function memberRoles(member: MemberRead, byId: Map<string, RoleRead>, guildId: string, warnings: string[]): RoleRead[] {
  const missing = member.roles.filter((id) => !byId.has(id));
  if (missing.length) warnings.push(`member role(s) ${missing.join(', ')} were not in the role list and were left out`);
  return member.roles.filter((id) => id !== guildId && byId.has(id)).map((id) => byId.get(id)!);
}

async function readMember(platform: PlatformRequester, guildId: string, userId: string): Promise<MemberRead> {
  return platform.request<MemberRead>({ method: 'GET', route: Routes.guildMember(guildId, userId) });
}

@tool({
  name: 'permissions_explain',
  category: 'permissions',
  risk: 'read',
  scope: 'guild',
  title: 'Explain permissions',
  description: 'Explain step by step, computed locally from the guild, roles, member and channel it reads, whether a member or role holds given permissions or may perform an action, with hierarchy and timeout effects.',
  synonyms: ['why can', 'why cannot', 'can they', 'check access', 'effective permissions', 'permission calculator', 'debug permissions', 'who can', 'can\'t see', 'cannot see', 'why no access'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/guilds/{guild_id}' },
    { method: 'GET', path: '/guilds/{guild_id}/roles' },
    { method: 'GET', path: '/guilds/{guild_id}/members/{user_id}' },
    { method: 'GET', path: '/channels/{channel_id}' },
  ],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class PermissionsExplain implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const warnings: string[] = [];
    let partial = false;
    const guild = await platform.request<GuildRead>({ method: 'GET', route: Routes.guild(args.guild_id) });
    const roles = await readRoles(platform, args.guild_id);
    const byId = new Map(roles.map((r) => [r.id, r]));
    const everyone = byId.get(args.guild_id);
    if (!everyone) {
      warnings.push('the @everyone role was not in the role list; it counts as no permissions');
      partial = true;
    }

    // The subject: a member (their roles, ownership, timeout) or a role judged as a member holding only it.
    let subjectRoles: RoleRead[];
    let owner = false;
    let timedOut = false;
    let memberId: string | undefined;
    if (args.user_id) {
      const member = await readMember(platform, args.guild_id, args.user_id);
      subjectRoles = memberRoles(member, byId, args.guild_id, warnings);
      if (subjectRoles.length < member.roles.filter((id) => id !== args.guild_id).length) partial = true;
      owner = guild.owner_id === args.user_id;
      timedOut = isTimedOut(member);
      memberId = args.user_id;
    } else {
      const role = byId.get(args.role_id!);
      if (!role) throw new ToolError('PRECONDITION_FAILED', `role ${args.role_id} is not a role of guild ${args.guild_id}; list the roles to find its id.`);
      subjectRoles = role.id === args.guild_id ? [] : [role];
    }

    const hierarchy = await this.hierarchy(args, platform, guild, byId, subjectRoles, owner);
    if (hierarchy.status === 'unknown') partial = true;

    let channel: PermissionChannel | null = null;
    if (args.channel_id) {
      channel = await readPermissionChannel(platform, args.guild_id, args.channel_id);
      if (channel.thread) warnings.push(`channel ${args.channel_id} is a thread; permissions come from parent ${channel.sourceId}`);
    }

    const result = evaluate(
      {
        guildId: args.guild_id,
        everyone: parseBitfield(everyone?.permissions),
        roles: subjectRoles.map((r) => ({ id: r.id, permissions: parseBitfield(r.permissions) })),
        owner,
        timedOut,
        ...(memberId ? { memberId } : {}),
      },
      channel?.overwrites,
    );
    const implicit = implicitDenies(result.effective, channel !== null, channel?.thread ?? false);
    const held = result.effective & ~implicit.removed;

    const requested = this.requested(args, channel);
    const asked = new Set<string>(requested);
    const missing = requested.filter((name) => !(held & FLAG[name]));
    const shownDenies = implicit.denies.filter((d) => !asked.size || asked.has(d.permission));

    let unknown = unknownBits(parseBitfield(everyone?.permissions));
    for (const r of subjectRoles) unknown |= unknownBits(parseBitfield(r.permissions));
    for (const o of channel?.overwrites ?? []) unknown |= unknownBits(o.allow | o.deny);
    if (unknown) warnings.push(`permission bits ${unknown} are not documented flags and were carried through unexplained`);
    if (guild.mfa_level === 1 && requested.some((name) => FLAG[name] & MFA_GATED)) {
      warnings.push('this guild requires 2FA for moderation: these permissions also need 2FA on the acting account (for a bot, its owner)');
    }

    let allowed: boolean | null = null;
    if (requested.length || args.action) {
      const permsOk = missing.length === 0;
      allowed = hierarchy.status === 'denied' ? false : hierarchy.status === 'unknown' ? (permsOk ? null : false) : permsOk;
    }
    return {
      guild_id: args.guild_id,
      channel_id: args.channel_id ?? null,
      permission_source_channel_id: channel?.sourceId ?? null,
      subject_type: args.user_id ? 'member' : 'role',
      subject_id: (args.user_id ?? args.role_id)!,
      action: args.action ?? null,
      requested_permissions: requested,
      allowed,
      base_permissions: `${result.base}`,
      effective_permissions: `${held}`,
      unknown_permission_bits: `${unknown}`,
      missing_permissions: missing,
      ineffective_permissions: shownDenies.map((d) => d.permission),
      implicit_denies: shownDenies,
      administrator: result.administrator,
      guild_owner: owner,
      subject_timed_out: timedOut,
      applied_role_ids: [args.guild_id, ...subjectRoles.map((r) => r.id)],
      decision_trace: result.trace.map(traceRow),
      role_hierarchy_check: hierarchy,
      warnings,
      confidence: partial ? 'partial' : 'complete',
    };
  }

  /** The action's permissions (thread-specific in threads), then the explicitly requested ones, without repeats. */
  private requested(args: ToolArgs<typeof input>, channel: PermissionChannel | null): PermissionName[] {
    const action = args.action;
    const fromAction: readonly PermissionName[] = !action
      ? []
      : action === 'view_channel' || action === 'send_messages' || action === 'manage_channel'
        ? ACTIONS_PERMISSIONS[action][channel?.thread ? 'thread' : 'channel']
        : GUILD_ACTION_PERMISSIONS[action];
    return [...new Set([...fromAction, ...((args.requested_permissions ?? []) as PermissionName[])])];
  }

  /** Role-hierarchy rule of the action, if it has one. A target that cannot be read leaves it undecided. */
  private async hierarchy(
    args: ToolArgs<typeof input>,
    platform: PlatformRequester,
    guild: GuildRead,
    byId: Map<string, RoleRead>,
    subjectRoles: RoleRead[],
    owner: boolean,
  ): Promise<HierarchyCheck> {
    // A role subject is nobody in particular, so it can never be its own target.
    const actor = { owner, top: topRole(subjectRoles), id: args.user_id ?? null };
    if (args.action === 'assign_role' || args.action === 'remove_role') {
      const target = byId.get(args.target_role_id!);
      if (!target) return { status: 'unknown', allowed: null, actor_top_role_id: actor.top?.id ?? null, target_top_role_id: null, reason: `role ${args.target_role_id} is not in the guild's role list` };
      return checkRoleTarget(actor, target, args.guild_id);
    }
    if (args.action === 'kick_member' || args.action === 'ban_member' || args.action === 'timeout_member') {
      let member: MemberRead;
      try {
        member = await readMember(platform, args.guild_id, args.target_user_id!);
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) {
          return { status: 'unknown', allowed: null, actor_top_role_id: actor.top?.id ?? null, target_top_role_id: null, reason: `user ${args.target_user_id} is not a member of the guild` };
        }
        throw error;
      }
      const targetRoles = member.roles.filter((id) => id !== args.guild_id && byId.has(id)).map((id) => byId.get(id)!);
      const everyonePerms = parseBitfield(byId.get(args.guild_id)?.permissions);
      const administrator = ((targetRoles.reduce((all, r) => all | parseBitfield(r.permissions), everyonePerms)) & FLAG.ADMINISTRATOR) !== 0n;
      return checkMemberTarget(actor, { owner: guild.owner_id === args.target_user_id, top: topRole(targetRoles), id: args.target_user_id!, administrator }, args.action);
    }
    return hierarchyNotApplicable();
  }

  summarize(out: ToolOutput<typeof output>): string {
    const verdict = out.allowed === null ? 'undecided' : out.allowed ? 'allowed' : 'not allowed';
    return `${out.subject_type} ${out.subject_id}: ${verdict}${out.missing_permissions.length ? `; missing ${out.missing_permissions.join(', ')}` : ''}.`;
  }
}
