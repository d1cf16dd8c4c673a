import * as z from 'zod';
import { auditReason, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { inviteCode } from './invite-shape.js';

const input = () => z.strictObject({ code: inviteCode, audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), code: z.string() });

@tool({
  name: 'invites_delete',
  category: 'invites',
  risk: 'destructive',
  scope: 'channel',
  title: 'Revoke an invite',
  description: 'Revoke an invite code so nobody else can join through it. Needs Manage Channels on its channel or Manage Guild.',
  synonyms: ['revoke invite', 'disable link', 'kill invite', 'expire invite', 'remove invite', 'stop joins'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/invites/{code}' }],
  permissions: ['MANAGE_CHANNELS'],
  idempotent: true,
  openWorld: true,
})
export class InvitesDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.invite(args.code), reason: args.audit_reason });
    return { deleted: true, code: args.code };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Revoked invite ${out.code}.`;
  }
}
