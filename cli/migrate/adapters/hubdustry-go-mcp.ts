import type { MigrationAdapter } from '../migration-adapter.js';
import { goToolNames, unique } from '../tool-names.js';

/**
 * hubdustry-go-mcp: a synthetic, non-Discord Go MCP server used as a reference fixture (file and deploy tools).
 * It shows what migrate reports for a server that has nothing to map: every tool unmapped.
 */
export const hubdustryGoMcp: MigrationAdapter = {
  id: 'hubdustry-go-mcp',
  description: 'hubdustry-go-mcp, a non-Discord Go MCP reference fixture (synthetic)',
  language: 'Go',
  toolEstimate: null,
  detect(tree) {
    const mains = tree.files().filter((f) => /(^|\/)main\.go$/.test(f));
    const signal = mains.find((f) => /hubdustry|mcp\.NewTool\(/i.test(tree.read(f) ?? ''));
    if (!signal) return { detected: false, evidence: [], problem: 'needs a main.go that mentions hubdustry or calls mcp.NewTool' };
    return { detected: true, evidence: [`${signal} registers an MCP server`] };
  },
  codeFiles: (tree) => tree.files().filter((f) => f.endsWith('.go') && !f.endsWith('_test.go')),
  tools(tree) {
    return unique(this.codeFiles(tree).flatMap((f) => goToolNames(tree.read(f) ?? '')));
  },
  normalise: (name) => name.toLowerCase(),
  overrides: [[/.*/, { target: null, status: 'unmapped', confidence: 'high', reason: 'not a Discord tool (files/deploy); chat-mcp only acts on Discord' }]],
};
