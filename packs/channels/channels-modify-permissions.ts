import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { bitfieldToWire, permissionBitfield } from '../shared/channels-overwrites.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  overwrite_id: snowflake('Role or user id'),
  type: z.literal([0, 1]).describe('0 role, 1 member'),
  allow: permissionBitfield.optional().describe('Bitfield to allow, e.g. "1024"'),
  deny: permissionBitfield.optional().describe('Bitfield to deny'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ updated: z.literal(true), channel_id: snowflake(), overwrite_id: snowflake() });

@tool({
  name: 'channels_modify_permissions',
  category: 'channels',
  risk: 'write',
  scope: 'channel',
  title: 'Set a permission overwrite',
  description: 'Create or replace the allow/deny overwrite of one role or member on a channel, e.g. to lock a channel or open it to a team. Omitted allow/deny become 0. Needs Manage Roles.',
  synonyms: ['lock channel', 'make private', 'hide channel', 'grant access', 'override', 'channel permissions', 'read only'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/channels/{channel_id}/permissions/{overwrite_id}' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsModifyPermissions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'PUT',
      route: Routes.channelPermission(args.channel_id, args.overwrite_id),
      body: { type: args.type, allow: bitfieldToWire(args.allow) ?? 0, deny: bitfieldToWire(args.deny) ?? 0 },
      reason: args.audit_reason,
    });
    return { updated: true, channel_id: args.channel_id, overwrite_id: args.overwrite_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Set the overwrite of ${out.overwrite_id} on channel ${out.channel_id}.`;
  }
}
