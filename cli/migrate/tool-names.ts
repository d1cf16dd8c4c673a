/**
 * Tool names as they appear in source text. All three TypeScript servers declare tools as object literals whose
 * `name` is followed by `description` (`{ name: "discord_send_message", description: ... }`, also inside
 * `defineTool({...})`); that shape survives compilation to JavaScript, so one pattern reads `src/` and `dist/`.
 */
const DEFINITION = /\bname\s*:\s*(['"`])([a-z][a-z0-9_]*)\1\s*,\s*(?:\/\/[^\n]*\n\s*)?description\s*:/g;

export function definitionNames(text: string): string[] {
  return [...text.matchAll(DEFINITION)].map((m) => m[2]!);
}

/** Go servers built on mcp-go register tools with `mcp.NewTool("name", ...)`. */
const GO_TOOL = /\bmcp\.NewTool\(\s*"([A-Za-z0-9_.-]+)"/g;

export function goToolNames(text: string): string[] {
  return [...text.matchAll(GO_TOOL)].map((m) => m[1]!);
}

/** Unique, in first-seen order. */
export function unique(names: Iterable<string>): string[] {
  return [...new Set(names)];
}
