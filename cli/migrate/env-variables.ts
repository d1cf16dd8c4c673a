import type { SourceTree } from './source-tree.js';

export interface VariableMapping {
  source: string;
  target: string | null;
  status: 'mapped' | 'not_needed' | 'unmapped';
  reason: string;
}

const NAME = '[A-Z][A-Z0-9_]{2,}';
const PATTERNS = [
  new RegExp(`process\\.env\\.(${NAME})\\b`, 'g'),
  new RegExp(`process\\.env\\[\\s*['"](${NAME})['"]\\s*\\]`, 'g'),
  new RegExp(`os\\.(?:Getenv|LookupEnv)\\(\\s*"(${NAME})"`, 'g'),
];
/** `.env.example` style lines: `NAME=value` or `export NAME=value`. */
const ENV_LINE = new RegExp(`^\\s*(?:export\\s+)?(${NAME})\\s*=`, 'gm');
/** README mentions: only names that are clearly the server's own Discord settings. */
const README_NAME = /\b(DISCORD_[A-Z0-9_]+)\b/g;

/** Where a server's configuration variables are named: example env files, the README, and `process.env`/`os.Getenv`. */
export function extractVariables(tree: SourceTree, codeFiles: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of tree.files().filter((f) => /(^|\/)\.env[^/]*$|(^|\/)env\.example$/.test(f) && !/(^|\/)\.env$/.test(f))) {
    for (const m of (tree.read(file) ?? '').matchAll(ENV_LINE)) found.add(m[1]!);
  }
  const readme = tree.files().find((f) => /^readme(\.md)?$/i.test(f));
  if (readme) for (const m of (tree.read(readme) ?? '').matchAll(README_NAME)) found.add(m[1]!);
  const sources = new Set([...codeFiles, ...tree.files().filter((f) => /^(src|dist|build|lib|apps|cmd|internal)\/.*\.(ts|js|mjs|cjs|go)$/.test(f) && !/\.d\.ts$/.test(f))]);
  for (const file of sources) {
    const text = tree.read(file) ?? '';
    for (const pattern of PATTERNS) for (const m of text.matchAll(pattern)) found.add(m[1]!);
  }
  return [...found].sort();
}

/** Maps one variable of the source server to chat-mcp's (SPEC 2.7), or says why it has no counterpart. */
export function mapVariable(name: string): VariableMapping {
  const rule = (target: string | null, status: VariableMapping['status'], reason: string): VariableMapping => ({ source: name, target, status, reason });
  if (/^(DISCORD_(BOT_)?TOKEN|BOT_TOKEN|DISCORD_API_TOKEN|TOKEN)$/.test(name)) return rule('CHAT_TOKEN', 'mapped', 'the bot token; chat-mcp reads it from CHAT_TOKEN (never from a file or flag)');
  if (/^(DISCORD_)?(GUILD|SERVER)_IDS?$|^(DISCORD_)?ALLOWED_(GUILDS|SERVERS|GUILD_IDS)$|^DISCORD_DEFAULT_GUILD(_ID)?$/.test(name)) {
    return rule('ALLOWED_GUILDS', 'mapped', 'guild restriction; ALLOWED_GUILDS takes comma-separated guild ids');
  }
  if (/^(DISCORD_)?(CLIENT|APPLICATION|APP)_ID$/.test(name)) return rule(null, 'not_needed', 'chat-mcp learns the application from the token');
  if (/^(NODE_ENV|NODE_OPTIONS|DEBUG|PORT|HOST)$/.test(name)) return rule(null, 'not_needed', 'a runtime setting of the old server, not a Discord setting');
  if (/^(LOG_LEVEL|DISCORD_LOG_LEVEL|MCP_LOG_LEVEL)$/.test(name)) return rule('CHAT_MCP_LOG_LEVEL', 'mapped', 'log level (fatal, error, warn, info, debug, trace, silent)');
  if (/^(DISCORD_)?(READ_ONLY|DRY_RUN)$/.test(name)) return rule('MCP_WRITE_MODE', 'mapped', 'set MCP_WRITE_MODE=preview for a read-only or dry-run posture');
  return rule(null, 'unmapped', 'no chat-mcp setting corresponds; review what the old server used it for');
}
