import { GuildResolver } from '../platform/guild-resolver.js';
import type { PlatformClient } from '../platform/platform-client.js';
import type { ToolSurface } from '../surfaces/full-surface.js';
import type { RegisteredTool } from '../tools/registry.js';
import { rehearsalPipeline } from './pipeline.js';
import type { PolicyServices } from './policy-services.js';
import { errorBodyOf, type ToolResult } from './tool-call.js';

/** The guild a rehearsal names when no allowlist gives one: well-formed, and never sent anywhere. */
const ANY_GUILD = '100000000000000000';

/** A guild read whose only required input is the guild: the shape of most first calls. */
function isPlainGuildRead(tool: RegisteredTool): boolean {
  const required = tool.inputJsonSchema.required;
  return tool.contract.risk === 'read' && tool.contract.scope === 'guild' && Array.isArray(required) && required.length === 1 && required[0] === 'guild_id';
}

/**
 * How the rehearsed call reaches the pipeline when not directly: through an MCP server of its own
 * (core/server/in-process-call.ts), so the SDK's request handling is rehearsed too.
 */
export type RehearsalRoute = (surface: ToolSurface, call: { name: string; arguments: Record<string, unknown> }) => Promise<Pick<ToolResult, 'isError' | '_meta'>>;

/** What a rehearsal ran, for the warm-up's debug line. */
export interface Rehearsal {
  tool: string;
  outcome: string;
}

/**
 * Runs one read call through every policy step but audit, and through the platform client's own code down to
 * undici's parser, against an in-memory twin of the client whose requests never leave the process (its answer is an
 * empty list). The first real call then finds the pipeline, the tool's handler and the request path compiled: only
 * its socket and its own schemas are new to it. Nothing is sent, logged, audited or counted against a rate limit,
 * and the real client's buckets and caches are untouched (the twin has its own, and its own guild resolver).
 * `preferred` names tools whose answer is a list, tried first; otherwise the first enabled plain guild read. With a
 * `route`, the call goes through it (an MCP server of its own) instead of straight into the pipeline.
 */
export async function rehearseCall(services: PolicyServices & { platform: PlatformClient }, preferred: readonly string[], route?: RehearsalRoute): Promise<Rehearsal | undefined> {
  const { registry, platform } = services;
  const tool = preferred.map((name) => registry.get(name)).find((t) => t !== undefined && isPlainGuildRead(t)) ?? registry.list().find(isPlainGuildRead);
  if (!tool) return undefined;
  const twin = platform.inMemoryTwin();
  try {
    const run = rehearsalPipeline({ ...services, platform: twin, guilds: new GuildResolver(twin), logger: services.logger.child({}, { level: 'silent' }) });
    const name = tool.contract.name;
    const args = { guild_id: services.config.ALLOWED_GUILDS?.[0] ?? ANY_GUILD };
    const surface: ToolSurface = { tools: [], outputSchemaOf: (n) => registry.get(n)?.outputJsonSchema, call: run };
    const result = route ? await route(surface, { name, arguments: args }) : await run({ name, args, transport: 'in-memory', signal: new AbortController().signal });
    return { tool: name, outcome: result.isError ? String(errorBodyOf(result)?.code) : 'ok' };
  } finally {
    await twin.close();
  }
}
