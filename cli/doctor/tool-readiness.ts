import { FLAG, isPermissionName } from '../../packs/shared/permission-flags.js';
import type { CatalogTool } from '../support/catalog-permissions.js';

export type Readiness =
  | 'ready'
  | 'missing_permissions'
  | 'missing_intents'
  | 'bearer_required'
  | 'opaque_required'
  | 'consent_required'
  | 'delegated_required'
  | 'conditional'
  | 'unknown';

export interface ToolReadiness {
  tool: string;
  category: string;
  risk: string;
  outcome: Readiness;
  /** Permission or intent names that are missing, or the reason for the outcome. */
  missing?: string[];
  reason?: string;
}

/** What the preflight learned; `undefined` means it could not find out (never read as "allowed"). */
export interface AccessEvidence {
  /** Effective permissions in the guild. */
  guildPermissions?: bigint;
  /** Effective permissions in `--channel-id`, when given. */
  channelPermissions?: bigint;
  /** Privileged intents enabled for the application. */
  intents?: { guildMembers: boolean; messageContent: boolean };
  /** CHAT_MCP_DM_CONSENT: `deny`, `allow`, or a list of user ids. */
  dmConsent: string;
}

/** Tools whose readiness is that of the tools they run: each step is checked as its own tool when it runs. */
const STEP_RUNNERS = new Set(['mcp_pipeline']);

/** Tools that read member lists need the GUILD_MEMBERS privileged intent (catalog rule 9). */
const MEMBER_LIST_TOOLS = new Set(['members_list', 'threads_list_members']);
/** Needs an approval issued by an earlier plan call, delegated to this call. */
const DELEGATED_TOOLS = new Set(['guild_blueprint_apply']);
/** Discord accepts only a guild admin's OAuth2 user Bearer token for command permissions. */
const BEARER_TOOLS = new Set(['commands_edit_command_permissions']);

/** Reads message text: GET of a channel's messages or pins (MESSAGE_CONTENT, catalog rule 9). */
function readsMessageText(tool: CatalogTool): boolean {
  return tool.risk === 'read' && tool.platform.some((r) => r.method === 'GET' && /\/channels\/\{channel_id\}\/(messages|pins)/.test(r.path));
}

/**
 * The outcome for one tool under the collected evidence. Only proven permissions make a tool `ready`;
 * when the evidence is missing the outcome is `unknown`, which never counts as permission to write.
 */
export function classifyTool(tool: CatalogTool, evidence: AccessEvidence): ToolReadiness {
  const base = { tool: tool.name, category: tool.category, risk: tool.risk };
  if (STEP_RUNNERS.has(tool.name)) return { ...base, outcome: 'conditional', reason: 'runs other tools: each step is ready as that tool is' };
  if (tool.scope === 'interaction' || tool.scope === 'webhook-token') {
    return { ...base, outcome: 'opaque_required', reason: 'needs an interaction or webhook token supplied by the caller' };
  }
  if (BEARER_TOOLS.has(tool.name)) return { ...base, outcome: 'bearer_required', reason: "needs a guild admin's OAuth2 user Bearer token" };
  if (tool.recipientField || tool.name === 'users_create_dm') {
    if (evidence.dmConsent === 'deny') return { ...base, outcome: 'consent_required', reason: 'CHAT_MCP_DM_CONSENT admits no recipient' };
  }
  if (DELEGATED_TOOLS.has(tool.name)) {
    const held = permissionCheck(tool, evidence.guildPermissions);
    if (held.outcome !== 'ready') return { ...base, ...held };
    return { ...base, outcome: 'delegated_required', reason: 'runs only with the approval_id of an earlier guild_blueprint_plan' };
  }
  if (MEMBER_LIST_TOOLS.has(tool.name) || readsMessageText(tool)) {
    const intent = MEMBER_LIST_TOOLS.has(tool.name) ? 'GUILD_MEMBERS' : 'MESSAGE_CONTENT';
    const enabled = evidence.intents && (intent === 'GUILD_MEMBERS' ? evidence.intents.guildMembers : evidence.intents.messageContent);
    if (evidence.intents === undefined) return { ...base, outcome: 'unknown', reason: `could not read whether ${intent} is enabled` };
    if (!enabled) return { ...base, outcome: 'missing_intents', missing: [intent] };
  }
  if (tool.scope !== 'guild' && tool.scope !== 'channel') return { ...base, outcome: 'ready' };
  const permissions = tool.scope === 'channel' ? (evidence.channelPermissions ?? evidence.guildPermissions) : evidence.guildPermissions;
  const held = permissionCheck(tool, permissions);
  if (held.outcome !== 'ready') return { ...base, ...held };
  // Writes with no listed permission depend on fields or authorship (own messages, own polls): the platform decides.
  if (tool.risk !== 'read' && tool.permissions.length === 0) {
    return { ...base, outcome: 'conditional', reason: 'depends on the target (authorship or fields); Discord decides per call' };
  }
  return { ...base, outcome: 'ready' };
}

function permissionCheck(tool: CatalogTool, held: bigint | undefined): Pick<ToolReadiness, 'outcome' | 'missing' | 'reason'> {
  if (held === undefined) return { outcome: 'unknown', reason: 'the bot\'s permissions could not be evaluated' };
  const missing = tool.permissions.filter((name) => !isPermissionName(name) || (held & FLAG[name]) === 0n);
  return missing.length ? { outcome: 'missing_permissions', missing } : { outcome: 'ready' };
}

/** Counts per outcome, in a stable order. */
export function summariseReadiness(rows: readonly ToolReadiness[]): Record<Readiness, number> {
  const counts: Record<Readiness, number> = {
    ready: 0,
    missing_permissions: 0,
    missing_intents: 0,
    bearer_required: 0,
    opaque_required: 0,
    consent_required: 0,
    delegated_required: 0,
    conditional: 0,
    unknown: 0,
  };
  for (const row of rows) counts[row.outcome]++;
  return counts;
}
