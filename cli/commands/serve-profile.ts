import { ConfigError, type WriteModeOrigin } from '../../core/config/config.js';
import { profileEnvironment, ProfileNameError } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { profileWriteModeOrigin } from '../support/write-mode-origin.js';

/**
 * `serve --profile <name>`: the profile's non-secret settings as environment values (they override the launch
 * environment), plus its gateway flag. The profile's bot id becomes CHAT_EXPECTED_BOT_ID, so a CHAT_TOKEN of
 * another bot fails the boot identity check (exit 1).
 */
export function serveProfileSettings(name: string): { env: Record<string, string>; gateway: boolean; writeModeOrigin: WriteModeOrigin } {
  try {
    const profile = new ProfileStore().read(name);
    return { env: profileEnvironment(profile), gateway: profile.gateway, writeModeOrigin: profileWriteModeOrigin(profile) };
  } catch (error) {
    if (error instanceof ProfileError || error instanceof ProfileNameError) throw new ConfigError(`--profile: ${error.message}`);
    throw error;
  }
}
