import type { WriteModeOrigin } from '../../core/config/config.js';
import type { Profile } from '../../core/profiles/profile.js';
import { VERSION } from '../../core/version.js';
import { cliInvocation, currentInstallation } from '../clients/installation.js';

/**
 * The `setup` run that saves `profile` again with `changes`, every other setting as saved (setup --force would
 * otherwise reset what is not given to its defaults), started the way this installation is started.
 */
export function setupCommandFor(profile: Profile, changes: { writeMode?: 'allow' | 'preview'; toolSurface?: 'full' | 'progressive' } = {}): string {
  const words = [
    cliInvocation(currentInstallation(), VERSION),
    'setup',
    '--profile',
    profile.name,
    '--force',
    '--client',
    profile.client,
    '--tool-surface',
    changes.toolSurface ?? profile.tool_surface,
    '--write-mode',
    changes.writeMode ?? profile.write_mode,
    '--allowed-guilds',
    profile.allowed_guilds.join(','),
    ...(profile.categories ? ['--categories', profile.categories.join(',')] : []),
    ...(profile.gateway ? ['--gateway'] : []),
  ];
  return words.join(' ');
}

/** Where a profile's preview mode comes from and the command that allows writes (a profile wins over MCP_WRITE_MODE). */
export function profileWriteModeOrigin(profile: Profile): WriteModeOrigin {
  return {
    source: `profile "${profile.name}" (its write_mode wins over MCP_WRITE_MODE)`,
    fix: `save the profile with --write-mode allow, with CHAT_TOKEN set: ${setupCommandFor(profile, { writeMode: 'allow' })}, then restart the client`,
  };
}
