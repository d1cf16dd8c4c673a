import { clientOf, inject, injectable, LoggerToken, PlatformError, type PlatformRequester, Routes, type ToolContext, ToolError } from '../../core/index.js';
import { FLAG } from './permission-flags.js';
import {
  checkMemberTarget,
  checkRoleDeletion,
  checkRoleDestination,
  checkRoleRank,
  checkRoleTarget,
  HIERARCHY_REASON,
  topRole,
  type HierarchyActor,
  type HierarchyCheck,
  type HierarchyReason,
  type MemberAction,
} from './role-hierarchy.js';

/**
 * Refuses, before any write, a role or member action that Discord would refuse for the role hierarchy (403 / 50013,
 * which does not say why), with the two roles involved and what to change.
 *
 * It reads what it needs through the call's own client (like `channelGuild`, reads the catalog does not declare):
 * `GET /users/@me` once per client, `GET /guilds/{id}` (owner and roles) and the members involved. It never blocks
 * on its own failure: when a read fails (403, 5xx, ...) the write goes ahead and Discord decides. Previews skip it,
 * so a dry run still shows the write it would send.
 */

interface RoleRead {
  id: string;
  name: string;
  position: number;
  permissions: string;
  managed?: boolean;
}

interface GuildRead {
  owner_id: string;
  roles: RoleRead[];
}

interface MemberRead {
  roles: string[];
}

/** What the bot is in one guild, read just before the write. */
interface Standing {
  guildId: string;
  ownerId: string;
  botId: string;
  roles: Map<string, RoleRead>;
  actor: HierarchyActor & { id: string; top: RoleRead | null };
}

/** The fields of members_modify that Discord limits by hierarchy (mute, deafen, move and flags are not). */
export interface MemberChanges {
  nick?: string | null;
  roles?: readonly string[];
  communication_disabled_until?: string | null;
}

export interface RoleMove {
  id: string;
  position?: number;
}

interface DebugLogger {
  debug(details: object, message: string): void;
}

const NOT_A_MEMBER = 10007;

/** The bot's user id per Discord client: it never changes while the process runs. */
const botIds = new WeakMap<PlatformRequester, Promise<string>>();

const shown = (role: RoleRead | null) => (role ? { id: role.id, name: role.name, position: role.position } : null);
/**
 * Roles by id and position only: names are platform text, which the error's text companion would carry unfenced;
 * the structured details name them.
 */
const named = (role: RoleRead) => `${role.id} (position ${role.position})`;

const ACTION_WORDS: Record<MemberAction, string> = {
  kick_member: 'kick',
  ban_member: 'ban',
  timeout_member: 'time out',
  nickname_member: 'change the nickname of',
};

@injectable()
export class RoleHierarchyGuard {
  constructor(@inject(LoggerToken) private readonly logger: DebugLogger) {}

  /** members_add_role / members_remove_role: the role must rank below the bot's highest role. */
  async assertRoleAssignable(tool: string, ctx: ToolContext, guildId: string, roleId: string): Promise<void> {
    const standing = await this.standing(tool, ctx, guildId);
    const role = standing?.roles.get(roleId);
    if (!standing || !role) return; // An unknown role is Discord's to report (10011).
    this.enforce(tool, standing, checkRoleTarget(standing.actor, role, guildId), { role });
  }

  /** roles_modify: only roles below the bot's highest role can be edited. */
  async assertRoleEditable(tool: string, ctx: ToolContext, guildId: string, roleId: string): Promise<void> {
    const standing = await this.standing(tool, ctx, guildId);
    const role = standing?.roles.get(roleId);
    if (!standing || !role) return;
    this.enforce(tool, standing, checkRoleRank(standing.actor, role), { role });
  }

  /** roles_delete: below the bot's highest role and not managed; @everyone is Discord's to refuse (50028). */
  async assertRoleDeletable(tool: string, ctx: ToolContext, guildId: string, roleId: string): Promise<void> {
    const standing = await this.standing(tool, ctx, guildId);
    const role = standing?.roles.get(roleId);
    if (!standing || !role || role.id === guildId) return;
    this.enforce(tool, standing, checkRoleDeletion(standing.actor, role), { role });
  }

  /** roles_modify_positions: each moved role, and each new place, below the bot's highest role. */
  async assertRolesMovable(tool: string, ctx: ToolContext, guildId: string, moves: readonly RoleMove[]): Promise<void> {
    const standing = await this.standing(tool, ctx, guildId);
    if (!standing) return;
    for (const move of moves) {
      const role = standing.roles.get(move.id);
      if (!role || role.id === guildId) continue; // Unknown roles and @everyone are Discord's to refuse.
      this.enforce(tool, standing, checkRoleRank(standing.actor, role), { role });
      if (move.position !== undefined) this.enforce(tool, standing, checkRoleDestination(standing.actor, role, move.position), { role, position: move.position });
    }
  }

  /** members_kick / members_ban: the member must rank below the bot; a user who is not a member is no concern. */
  async assertMemberActionable(tool: string, ctx: ToolContext, guildId: string, userId: string, action: MemberAction): Promise<void> {
    const [standing, member] = await Promise.all([this.standing(tool, ctx, guildId), this.member(tool, ctx, guildId, userId)]);
    if (!standing || !member) return;
    this.enforceMember(tool, standing, userId, member, action);
  }

  /** members_modify: nickname of another member and timeout need to outrank the member; each changed role must rank below the bot. */
  async assertMemberModifiable(tool: string, ctx: ToolContext, guildId: string, userId: string, changes: MemberChanges): Promise<void> {
    const renames = changes.nick !== undefined;
    const timesOut = changes.communication_disabled_until !== undefined;
    if (!renames && !timesOut && changes.roles === undefined) return;
    const [standing, member] = await Promise.all([this.standing(tool, ctx, guildId), this.member(tool, ctx, guildId, userId)]);
    if (!standing || !member) return;
    // The bot renaming itself needs no rank (Change Nickname); its own timeout is refused below like any other.
    if (renames && userId !== standing.botId) this.enforceMember(tool, standing, userId, member, 'nickname_member');
    if (timesOut) this.enforceMember(tool, standing, userId, member, 'timeout_member');
    if (changes.roles) {
      const wanted = new Set(changes.roles);
      const changed = [...wanted].filter((id) => !member.roles.includes(id)).concat(member.roles.filter((id) => !wanted.has(id)));
      for (const id of changed) {
        const role = standing.roles.get(id);
        if (role) this.enforce(tool, standing, checkRoleTarget(standing.actor, role, guildId), { role });
      }
    }
  }

  private enforceMember(tool: string, standing: Standing, userId: string, member: MemberRead, action: MemberAction): void {
    const held = member.roles.filter((id) => id !== standing.guildId && standing.roles.has(id)).map((id) => standing.roles.get(id)!);
    const everyone = BigInt(standing.roles.get(standing.guildId)?.permissions ?? '0');
    const permissions = held.reduce((all, r) => all | BigInt(r.permissions), everyone);
    const target = { owner: standing.ownerId === userId, top: topRole(held), id: userId, administrator: (permissions & FLAG.ADMINISTRATOR) !== 0n };
    this.enforce(tool, standing, checkMemberTarget(standing.actor, target, action), { member: { id: userId, top: target.top }, action });
  }

  /** Throws the explained refusal when the check denies. */
  private enforce(
    tool: string,
    standing: Standing,
    check: HierarchyCheck,
    target: { role?: RoleRead; position?: number; member?: { id: string; top: RoleRead | null }; action?: MemberAction },
  ): void {
    if (check.status !== 'denied') return;
    const reason = check.reason as HierarchyReason;
    const { sentence, hint } = explain(reason, standing.actor.top, target);
    throw new ToolError('PRECONDITION_FAILED', `${tool} was refused before calling Discord: ${sentence}`, {
      recovery_hint: hint,
      role_hierarchy: {
        reason,
        bot_is_owner: standing.actor.owner,
        bot_top_role: shown(standing.actor.top),
        target_role: shown(target.role ?? target.member?.top ?? null),
        ...(target.member ? { target_user_id: target.member.id, target_is_owner: standing.ownerId === target.member.id } : {}),
        ...(target.position !== undefined ? { requested_position: target.position } : {}),
      },
    });
  }

  /** The bot's id, owner and role list, and its highest role; null when a read fails (Discord then decides). */
  private async standing(tool: string, ctx: ToolContext, guildId: string): Promise<Standing | null> {
    if (ctx.preview) return null;
    const { platform } = ctx;
    try {
      const [botId, guild] = await Promise.all([
        this.botId(platform),
        platform.request<GuildRead>({ method: 'GET', route: Routes.guild(guildId) }),
      ]);
      const roles = new Map(guild.roles.map((r) => [r.id, r]));
      const owner = guild.owner_id === botId;
      // The owner outranks everything, so its own roles need not be read.
      const mine = owner ? [] : (await platform.request<MemberRead>({ method: 'GET', route: Routes.guildMember(guildId, botId) })).roles;
      const top = topRole(mine.filter((id) => id !== guildId && roles.has(id)).map((id) => roles.get(id)!));
      return { guildId, ownerId: guild.owner_id, botId, roles, actor: { owner, top, id: botId } };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      this.logger.debug({ tool, status: error.status, discord_code: error.discordCode }, 'role-hierarchy pre-check skipped: a read failed; Discord will decide');
      return null;
    }
  }

  /** The target member, or null when they are not in the guild (nothing to outrank) or the read failed. */
  private async member(tool: string, ctx: ToolContext, guildId: string, userId: string): Promise<MemberRead | null> {
    if (ctx.preview) return null;
    try {
      return await ctx.platform.request<MemberRead>({ method: 'GET', route: Routes.guildMember(guildId, userId) });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (error.discordCode !== NOT_A_MEMBER) {
        this.logger.debug({ tool, status: error.status, discord_code: error.discordCode }, 'role-hierarchy pre-check skipped: the member read failed; Discord will decide');
      }
      return null;
    }
  }

  private botId(platform: PlatformRequester): Promise<string> {
    const client = clientOf(platform);
    let id = botIds.get(client);
    if (!id) {
      id = platform.request<{ id: string }>({ method: 'GET', route: Routes.user() }).then((me) => me.id);
      // A failed read is not remembered: the next call tries again.
      id.catch(() => botIds.delete(client));
      botIds.set(client, id);
    }
    return id;
  }
}

/** One sentence on why, and what to change, per refusal. */
function explain(
  reason: HierarchyReason,
  botTop: RoleRead | null,
  target: { role?: RoleRead; position?: number; member?: { id: string; top: RoleRead | null }; action?: MemberAction },
): { sentence: string; hint: string } {
  const R = HIERARCHY_REASON;
  const botIsNotAbove = botTop ? `the bot's highest role ${named(botTop)} is not above` : 'the bot holds no role besides @everyone, so it is not above';
  const raise = (above: RoleRead) =>
    botTop
      ? `In Server Settings → Roles, drag the bot's role ${botTop.id} above role ${above.id} (or have someone ranked higher do this), then retry.`
      : `Give the bot a role placed above role ${above.id} in Server Settings → Roles, then retry.`;
  const role = target.role!;
  const verb = target.action ? ACTION_WORDS[target.action] : 'act on';
  switch (reason) {
    case R.roleNotBelow:
      return { sentence: `${botIsNotAbove} role ${named(role)}; Discord lets the bot manage only roles below its own highest role.`, hint: raise(role) };
    case R.destinationNotBelow:
      return {
        sentence: `role ${named(role)} cannot be moved to position ${target.position}: ${botIsNotAbove} that place, and Discord lets the bot place roles only below its own highest role.`,
        hint: botTop ? `Choose a position below ${botTop.position}, or move the bot's role higher in Server Settings → Roles, then retry.` : raise(role),
      };
    case R.memberNotBelow: {
      const theirs = target.member!.top!;
      return {
        sentence: `${botIsNotAbove} the highest role of member ${target.member!.id}, ${named(theirs)}; Discord lets the bot ${verb} only members ranked below it.`,
        hint: raise(theirs),
      };
    }
    case R.targetOwner:
      return { sentence: `member ${target.member!.id} owns the guild, and nobody can ${verb} the guild owner.`, hint: 'This cannot be done through the bot: leave the owner out.' };
    case R.self:
      return { sentence: `the bot cannot ${verb} itself.`, hint: 'Leave the bot out of this action.' };
    case R.administratorTimeout:
      return { sentence: `member ${target.member!.id} has Administrator, and Discord never times out an Administrator.`, hint: 'Remove their Administrator role first, or use another moderation action.' };
    case R.everyone:
      return { sentence: 'every member holds @everyone: it cannot be given or taken away.', hint: 'Choose another role.' };
    case R.managedAssign:
    case R.managedDelete:
      return { sentence: `role ${named(role)} is managed by an integration (a bot, boosts or a subscription), so nobody can assign, remove or delete it by hand.`, hint: 'Manage it through the integration that owns it.' };
    default:
      // Every denial above has its wording; a new rule without one still refuses, with the check's own reason.
      return { sentence: `${reason}.`, hint: 'Check the role order in Server Settings → Roles, then retry.' };
  }
}
