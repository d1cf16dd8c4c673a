import type { MigrationAdapter } from '../migration-adapter.js';
import { definitionNames, unique } from '../tool-names.js';

const NAME_LITERAL = /(['"`])discord_[a-z0-9_]+\1/;

/** PaSympa/discord-mcp (`@pasympa/discord-mcp`): `src/tools/<module>.ts` each exporting `definitions`, names `discord_*`. */
export const pasympa: MigrationAdapter = {
  id: 'pasympa',
  description: 'PaSympa discord-mcp (@pasympa/discord-mcp), TypeScript',
  language: 'TypeScript',
  toolEstimate: 91,
  detect(tree) {
    const name = tree.packageJson()?.name ?? '';
    const withLiteral = tree.toolSources().filter((f) => NAME_LITERAL.test(tree.read(f) ?? ''));
    const evidence = [
      ...(name.toLowerCase().includes('pasympa') ? [`package.json name ${name}`] : []),
      ...(withLiteral.length ? [`${withLiteral.length} tool module(s) with discord_* names`] : []),
    ];
    // Both signals: the package name alone could be an unrelated fork, a `discord_` literal alone any Discord code.
    if (evidence.length < 2) return { detected: false, evidence, problem: 'needs a package.json name containing "pasympa" and tools/*.ts|js files with discord_* tool names' };
    return { detected: true, evidence };
  },
  codeFiles: (tree) => tree.toolSources(),
  tools(tree) {
    return unique(this.codeFiles(tree).flatMap((f) => definitionNames(tree.read(f) ?? '')).filter((n) => n.startsWith('discord_')));
  },
  normalise: (name) => name.replace(/^discord_/, ''),
  overrides: [
    [/^(copy|clone)_.*permissions|permissions?_(copy|audit)$|^audit_.*permissions$/, { target: null, status: 'unmapped', confidence: 'high', reason: 'a client-side permission helper with no one-to-one chat-mcp tool (see permissions_audit_channel / permissions_explain)' }],
    [/screening|verification_gate|member_verification/, { target: null, status: 'unmapped', confidence: 'high', reason: 'membership screening is not in the chat-mcp catalog' }],
  ],
};
