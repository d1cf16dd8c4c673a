import type { APIGuild } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, isoTimestamp, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const DAY_MS = 86_400_000;

/** Discord accepts a pause that ends after now and at most 24 hours ahead. */
const pauseUntil = isoTimestamp.refine((t) => {
  const at = Date.parse(t);
  return at > Date.now() && at <= Date.now() + DAY_MS;
}, 'must be later than now and at most 24 hours ahead');

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    invites_disabled_until: pauseUntil.nullable().optional().describe('Pause joins via invites until then; null lifts; omit to keep'),
    dms_disabled_until: pauseUntil.nullable().optional().describe('Pause DMs between non-friends until then; null lifts; omit to keep'),
    audit_reason: auditReason.optional(),
  })
  .refine((v) => v.invites_disabled_until !== undefined || v.dms_disabled_until !== undefined, {
    message: 'give invites_disabled_until and/or dms_disabled_until (a time, or null to lift)',
    path: ['invites_disabled_until'],
  });

const output = () => z.strictObject({ guild_id: snowflake(), invites_disabled_until: z.string().nullable(), dms_disabled_until: z.string().nullable() });

interface IncidentsData {
  invites_disabled_until?: string | null;
  dms_disabled_until?: string | null;
}

/** A kept pause that has already run out is sent as null: Discord refuses a time in the past. */
const stillActive = (t: string | null | undefined) => (t && Date.parse(t) > Date.now() ? t : null);

@tool({
  name: 'guild_modify_incident_actions',
  category: 'guild',
  risk: 'write',
  scope: 'guild',
  title: 'Raid lockdown',
  description:
    'Raid lockdown: pause joins through invites and/or DMs between non-friend members for up to 24 hours, or lift a pause with null. The pause you omit is kept. Needs Manage Server.',
  synonyms: ['raid', 'lockdown', 'pause invites', 'disable invites', 'stop joins', 'disable dms', 'raid protection', 'incident'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/guilds/{guild_id}' },
    { method: 'PUT', path: '/guilds/{guild_id}/incident-actions' },
  ],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildModifyIncidentActions implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // The PUT replaces both pauses, so read the current ones first and resend whichever the caller left out.
    const guild = await platform.request<Omit<APIGuild, 'incidents_data'> & { incidents_data?: IncidentsData | null }>({ method: 'GET', route: Routes.guild(args.guild_id) });
    const current: IncidentsData = guild.incidents_data ?? {};
    const body = {
      invites_disabled_until: args.invites_disabled_until !== undefined ? args.invites_disabled_until : stillActive(current.invites_disabled_until),
      dms_disabled_until: args.dms_disabled_until !== undefined ? args.dms_disabled_until : stillActive(current.dms_disabled_until),
    };
    const res = await platform.request<IncidentsData | null>({
      method: 'PUT',
      route: Routes.guildIncidentActions(args.guild_id),
      body,
      reason: args.audit_reason,
    });
    return {
      guild_id: args.guild_id,
      invites_disabled_until: res?.invites_disabled_until ?? null,
      dms_disabled_until: res?.dms_disabled_until ?? null,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const part = (what: string, until: string | null) => (until ? `${what} paused until ${until}` : `${what} open`);
    return `Guild ${out.guild_id}: ${part('invites', out.invites_disabled_until)}; ${part('DMs', out.dms_disabled_until)}.`;
  }
}
