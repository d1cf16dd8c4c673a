/** The npm registry by default; CHAT_MCP_REGISTRY_URL points elsewhere (a mirror, or a local fake in tests). */
export const DEFAULT_REGISTRY_URL = 'https://registry.npmjs.org';
const LOOKUP_TIMEOUT_MS = 8_000;

export class RegistryLookupError extends Error {
  override readonly name = 'RegistryLookupError';
}

/**
 * One read-only look-up of the latest published chat-mcp version: `GET <registry>/chat-mcp/latest`.
 * Nothing about the caller is sent: no token, bot identity, guild ids or profile contents; no custom headers.
 */
export async function latestPublishedVersion(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const base = (env.CHAT_MCP_REGISTRY_URL?.trim() || DEFAULT_REGISTRY_URL).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/chat-mcp/latest`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
  } catch (error) {
    throw new RegistryLookupError(`the package registry did not answer (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new RegistryLookupError(`the package registry answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { version?: unknown } | null;
  if (typeof body?.version !== 'string' || !parseVersion(body.version)) throw new RegistryLookupError('the package registry sent no usable version');
  return body.version;
}

interface ParsedVersion {
  core: [number, number, number];
  prerelease: string | undefined;
}

/** An exact semver version (no ranges, no tags); undefined otherwise. */
export function parseVersion(text: string): ParsedVersion | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  if (!match) return undefined;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] };
}

/** Negative when a < b, positive when a > b. A release ranks above its prereleases. */
export function compareVersions(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) throw new Error(`not an exact version: ${pa ? b : a}`);
  for (let i = 0; i < 3; i++) if (pa.core[i] !== pb.core[i]) return pa.core[i]! - pb.core[i]!;
  if (pa.prerelease === pb.prerelease) return 0;
  if (pa.prerelease === undefined) return 1;
  if (pb.prerelease === undefined) return -1;
  return pa.prerelease < pb.prerelease ? -1 : 1;
}
