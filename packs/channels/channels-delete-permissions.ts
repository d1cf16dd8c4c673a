import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  overwrite_id: snowflake('Role or user whose overwrite is removed'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ deleted: z.literal(true), channel_id: snowflake(), overwrite_id: snowflake() });

@tool({
  name: 'channels_delete_permissions',
  category: 'channels',
  risk: 'write',
  scope: 'channel',
  title: 'Remove a permission overwrite',
  description: "Drop one role's or member's overwrite on a channel so it falls back to inherited permissions; on a private channel this can widen access. Needs Manage Roles.",
  synonyms: ['reset permissions', 'clear override', 'remove override', 'unlock', 'inherit permissions', 'sync permissions'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/permissions/{overwrite_id}' }],
  permissions: ['MANAGE_ROLES'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsDeletePermissions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.channelPermission(args.channel_id, args.overwrite_id), reason: args.audit_reason });
    return { deleted: true, channel_id: args.channel_id, overwrite_id: args.overwrite_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Removed the overwrite of ${out.overwrite_id} on channel ${out.channel_id}.`;
  }
}
