import { VERSION } from '../../core/version.js';

/** The package spec every generated launcher pins: this exact version, never `latest` (SPEC 9.4). */
export function pinnedPackage(version: string = VERSION): string {
  return `chat-mcp@${version}`;
}

/** `npx -y chat-mcp@<version> <serve args>`: the command and argument array a client config starts. */
export function pinnedLauncher(serveArgs: readonly string[], version: string = VERSION): { command: string; args: string[] } {
  return { command: 'npx', args: ['-y', pinnedPackage(version), ...serveArgs] };
}
