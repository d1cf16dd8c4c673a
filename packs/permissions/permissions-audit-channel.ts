import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { evaluate, implicitDenies } from '../shared/effective-permissions.js';
import { bitsOf, FLAG, parseBitfield, unknownBits } from '../shared/permission-flags.js';
import { ACTIONS_PERMISSIONS, CHANNEL_ACTIONS, readPermissionChannel, readRoles, type ChannelAction } from '../shared/permission-reads.js';

const ACTION = z.literal(['view_channel', 'send_messages', 'manage_channel']);

const input = () => z.strictObject({
  guild_id: snowflake(),
  channel_id: snowflake('Channel or thread (a thread is evaluated through its parent)'),
  actions: z.array(ACTION).min(1).max(3).default(['view_channel', 'send_messages', 'manage_channel']),
});

const decision = z.boolean().nullable().optional();
const tally = z.strictObject({ allowed: z.number().int(), denied: z.number().int(), unknown: z.number().int() }).optional();

const output = () => z.strictObject({
  guild_id: snowflake(),
  channel_id: snowflake(),
  permission_source_channel_id: snowflake().nullable(),
  requested_actions: z.array(z.string()),
  roles: z.array(
    z.strictObject({
      id: snowflake(),
      name: z.string(),
      position: z.number().int(),
      managed: z.boolean(),
      administrator: z.boolean(),
      actions: z.strictObject({ view_channel: decision, send_messages: decision, manage_channel: decision }).describe('null = cannot be decided'),
    }),
  ),
  summary: z.strictObject({
    role_count: z.number().int(),
    by_action: z.strictObject({ view_channel: tally, send_messages: tally, manage_channel: tally }),
  }),
  member_overwrite_count: z.number().int(),
  unknown_permission_bits: z.string(),
  warnings: z.array(z.string()),
  confidence: z.literal(['complete', 'partial']),
});

@tool({
  name: 'permissions_audit_channel',
  category: 'permissions',
  risk: 'read',
  scope: 'guild',
  title: 'Audit channel access by role',
  description: 'Compute, locally from the guild roles and channel overwrites, which roles can view, post in or manage a channel. Each role is judged as a member holding only that role.',
  synonyms: ['who can see', 'who can post', 'channel access', 'private channel check', 'permission audit', 'access review', 'visibility'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/guilds/{guild_id}/roles' },
    { method: 'GET', path: '/channels/{channel_id}' },
  ],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class PermissionsAuditChannel implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const roles = await readRoles(platform, args.guild_id);
    const channel = await readPermissionChannel(platform, args.guild_id, args.channel_id);
    const actions = [...new Set(args.actions)].sort((a, b) => CHANNEL_ACTIONS.indexOf(a) - CHANNEL_ACTIONS.indexOf(b));
    const everyone = roles.find((r) => r.id === args.guild_id);
    const warnings: string[] = [];
    if (!everyone) warnings.push('the @everyone role was not among the roles read, so no role can be decided');

    let unknown = 0n;
    for (const r of roles) unknown |= unknownBits(parseBitfield(r.permissions));
    for (const o of channel.overwrites) unknown |= unknownBits(o.allow | o.deny);

    const byAction = Object.fromEntries(actions.map((a) => [a, { allowed: 0, denied: 0, unknown: 0 }])) as Record<ChannelAction, { allowed: number; denied: number; unknown: number }>;
    const rows = [...roles]
      .sort((a, b) => b.position - a.position)
      .map((role) => {
        const administrator = (parseBitfield(role.permissions) & FLAG.ADMINISTRATOR) !== 0n;
        const decided: Partial<Record<ChannelAction, boolean | null>> = {};
        let held: bigint | null = null;
        if (everyone) {
          const own = role.id === args.guild_id ? [] : [{ id: role.id, permissions: parseBitfield(role.permissions) }];
          const result = evaluate({ guildId: args.guild_id, everyone: parseBitfield(everyone.permissions), roles: own, owner: false, timedOut: false }, channel.overwrites);
          held = result.effective & ~implicitDenies(result.effective, true, channel.thread).removed;
        }
        for (const action of actions) {
          const needed = bitsOf(ACTIONS_PERMISSIONS[action][channel.thread ? 'thread' : 'channel']);
          const verdict = held === null ? null : (held & needed) === needed;
          decided[action] = verdict;
          byAction[action][verdict === null ? 'unknown' : verdict ? 'allowed' : 'denied']++;
        }
        return { id: role.id, name: role.name, position: role.position, managed: role.managed ?? false, administrator, actions: decided };
      });

    const memberOverwrites = channel.overwrites.filter((o) => o.type === 1).length;
    if (memberOverwrites) warnings.push(`${memberOverwrites} member overwrite(s) change access for individual members beyond what their roles give`);
    if (channel.thread) warnings.push(`channel ${args.channel_id} is a thread; its access comes from parent ${channel.sourceId} (private threads also need membership)`);
    if (unknown) warnings.push(`permission bits ${unknown} are not documented flags and were carried through unexplained`);
    warnings.push('a member with several roles can hold more than any single role shows');
    return {
      guild_id: args.guild_id,
      channel_id: args.channel_id,
      permission_source_channel_id: channel.sourceId,
      requested_actions: actions,
      roles: rows,
      summary: { role_count: rows.length, by_action: byAction },
      member_overwrite_count: memberOverwrites,
      unknown_permission_bits: unknown.toString(),
      warnings,
      confidence: everyone ? 'complete' : 'partial',
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const parts = Object.entries(out.summary.by_action).map(([a, t]) => `${a}: ${t!.allowed}/${out.summary.role_count} roles`);
    return `Channel ${out.channel_id}: ${parts.join(', ')}.`;
  }
}
