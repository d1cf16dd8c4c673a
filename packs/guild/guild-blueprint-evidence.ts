import * as z from 'zod';
import { type Config, ConfigToken, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { blueprintState } from './blueprint/blueprint-store.js';
import { withBlueprintState } from './blueprint/state-errors.js';
import type { Digest } from '../shared/blueprint-state/canonical-json.js';
import { collectEvidence } from './blueprint/evidence-run.js';
import { recordActivity } from './blueprint/journal-port.js';
import { GUILD_SNAPSHOT_READS } from './blueprint/snapshot-reads.js';

const digestIn = z.string().regex(/^sha256:[a-f0-9]{64}$/);
/** Output digests are produced here; their pattern is not repeated in the listing. */
const digest = z.string();
const loose = z.looseObject({});

const input = () => z.strictObject({
  guild_id: snowflake('The guild the plan was applied to'),
  expected_bot_id: snowflake("The bot's user id (identity lock)"),
  plan_id: digestIn.describe('plan_id of an applied plan'),
});

const output = () => z.strictObject({
  status: z.literal(['verified', 'drifted', 'not_found', 'blocked']),
  plan_id: digest,
  blueprint_id: digest.nullable(),
  evidence_id: digest.nullable(),
  target: z.strictObject({ guild_id: z.string(), bot_id: z.string() }),
  record: loose.nullable().describe('Evidence record, HMAC-sealed with the local key'),
  verification: loose.describe('identity_verified, guild_verified, readback, snapshot_unchanged, current_snapshot, remaining_operations, blockers, warnings'),
});

@tool({
  name: 'guild_blueprint_evidence',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Prove a server build',
  description:
    'Prove after guild_blueprint_apply that the guild still matches the plan: compares the sealed local apply record with a fresh read and returns an HMAC-sealed evidence record (matches, drift, what a re-plan would do). Changes nothing.',
  synonyms: ['verify build', 'audit server layout', 'drift check', 'compliance'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/users/@me' },
    ...GUILD_SNAPSHOT_READS,
  ],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY', 'MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildBlueprintEvidence implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  async execute(args: ToolArgs<typeof input>, { platform, transport }: ToolContext): Promise<ToolReturn<typeof output>> {
    let out: Awaited<ReturnType<typeof collectEvidence>> | undefined;
    try {
      out = await withBlueprintState(() => collectEvidence(platform, blueprintState(this.config), args.guild_id, args.expected_bot_id, args.plan_id as Digest));
    } finally {
      if (!out) recordActivity('blueprint_evidence', 'failed', 'blocked', transport, this.config.CHAT_MCP_ACTIVITY);
    }
    recordActivity('blueprint_evidence', out.status === 'verified' ? 'ok' : 'warning', out.status, transport, this.config.CHAT_MCP_ACTIVITY);
    return {
      status: out.status,
      plan_id: args.plan_id,
      blueprint_id: out.blueprint_id,
      evidence_id: out.evidence_id,
      target: { guild_id: args.guild_id, bot_id: out.bot_id },
      record: out.record,
      verification: {
        identity_verified: out.identity_verified,
        guild_verified: out.guild_verified,
        readback: out.readback,
        snapshot_unchanged: out.snapshot_unchanged,
        current_snapshot: out.current_snapshot,
        remaining_operations: out.remaining_operations,
        blockers: out.blockers as unknown as Record<string, unknown>[],
        warnings: out.warnings,
      },
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const drifted = Array.isArray(out.record?.drifted) ? out.record.drifted.length : 0;
    return `${out.status}: ${drifted} drifted resource(s), ${(out.verification.remaining_operations as unknown[] | undefined)?.length ?? 0} operation(s) a new plan would make.`;
  }
}
