import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { currentInstallation } from '../clients/installation.js';
import { currentPlatform, launcherFor } from '../clients/platform-launcher.js';
import { renderSnippet } from '../clients/client-snippet.js';
import { extractVariables, mapVariable, type VariableMapping } from './env-variables.js';
import type { MigrationAdapter } from './migration-adapter.js';
import type { SourceTree } from './source-tree.js';
import { applyRules, COMMON_RULES, type ToolMapping } from './tool-rules.js';

/** `data.result` of `migrate --from` (SPEC 2.4). */
export interface MigrationResult {
  adapter: string;
  detected: { evidence: string[] };
  tool_count: number;
  counts: { mapped: number; manual_review: number; unmapped: number };
  tools: ToolMapping[];
  variables: VariableMapping[];
  /** A client snippet (generic JSON) that starts chat-mcp with the mapped settings; the token stays a placeholder. */
  snippet: { format: 'json'; content: string };
}

/** Maps one detected server. Targets that the installed catalog lacks are downgraded to manual review. */
export function runMigration(adapter: MigrationAdapter, tree: SourceTree, evidence: string[]): MigrationResult {
  const installed = new Set(readPackManifest().packs.flatMap((p) => p.tools));
  const rules = [...adapter.overrides, ...COMMON_RULES];
  const tools = adapter.tools(tree).map((name) => {
    const mapping = applyRules(rules, name, adapter.normalise(name));
    if (mapping.target && !installed.has(mapping.target)) {
      return { ...mapping, status: 'manual_review' as const, confidence: 'low' as const, reason: `${mapping.target} is not installed in this chat-mcp version` };
    }
    return mapping;
  });
  const variables = extractVariables(tree, adapter.codeFiles(tree)).map(mapVariable);
  const count = (status: ToolMapping['status']) => tools.filter((t) => t.status === status).length;
  const env: Record<string, string> = {};
  if (variables.some((v) => v.target === 'ALLOWED_GUILDS')) env.ALLOWED_GUILDS = '<guild_id,guild_id>';
  if (variables.some((v) => v.target === 'MCP_WRITE_MODE')) env.MCP_WRITE_MODE = 'preview';
  const launcher = launcherFor('generic', ['serve'], currentPlatform(), currentInstallation());
  const snippet = renderSnippet({ client: 'generic', command: launcher.command, args: launcher.args, env });
  return {
    adapter: adapter.id,
    detected: { evidence },
    tool_count: tools.length,
    counts: { mapped: count('mapped'), manual_review: count('manual_review'), unmapped: count('unmapped') },
    tools,
    variables,
    snippet: { format: 'json', content: snippet.content },
  };
}
