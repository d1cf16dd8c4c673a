import { VERSION } from '../../core/version.js';
import type { Installation } from '../clients/installation.js';

/** What the generated launcher starts, and who keeps it current. */
export function launcherNote(installation: Installation): string {
  if (installation.kind === 'registry') return `launcher: npx -y chat-mcp@${VERSION}, the registry release this copy came from (update --apply re-pins it)`;
  return `launcher: this installation's entry point (${installation.entry}), not a registry version: it starts what is installed there, and you update it there (caller-managed)`;
}

/** The write mode a snippet or profile carries, where it came from, and how to change it. */
export function writeModeNote(mode: 'allow' | 'preview', isDefault: boolean, change: string): string {
  const what = mode === 'preview' ? 'every ordinary write answers with a preview and nothing is sent' : 'writes are sent to Discord (destructive tools still need "__confirm": true)';
  return `write mode: ${mode}${isDefault ? ' (default)' : ''}: ${what}; ${change}`;
}

/** The tool surface a snippet or profile carries and how to change it. */
export function surfaceNote(surface: 'full' | 'progressive', isDefault: boolean, change: string): string {
  const what = surface === 'progressive' ? 'search plus three dispatchers by risk, for hosts with a tool cap' : 'every enabled tool listed, for hosts with their own tool search';
  return `tool surface: ${surface}${isDefault ? ' (default)' : ''}: ${what}; ${change}`;
}
