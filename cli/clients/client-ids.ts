/** The client ids of SPEC 4.6 (vendor part replaced by a neutral word; mapping in the README). */
export const SNIPPET_CLIENTS = [
  'alpha-desktop',
  'alpha-code',
  'beta-cli',
  'gamma-cli',
  'delta-cli',
  'delta-editor',
  'epsilon-cli',
  'zeta-harness',
  'generic',
] as const;
export type SnippetClient = (typeof SNIPPET_CLIENTS)[number];

/** Clients whose saved config `doctor --client` can audit locally. */
export const AUDITABLE_CLIENTS = ['beta-cli', 'gamma-cli', 'delta-cli', 'eta-cli', 'epsilon-cli'] as const;
export type AuditableClient = (typeof AUDITABLE_CLIENTS)[number];

export function isSnippetClient(id: string): id is SnippetClient {
  return (SNIPPET_CLIENTS as readonly string[]).includes(id);
}

export function isAuditableClient(id: string): id is AuditableClient {
  return (AUDITABLE_CLIENTS as readonly string[]).includes(id);
}
