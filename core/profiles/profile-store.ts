import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { writeFileAtomic } from '../paths/atomic-write.js';
import { profilesFolder } from '../paths/config-folder.js';
import { checkProfileName, profileSchema, type Profile } from './profile.js';

export class ProfileError extends Error {
  override readonly name = 'ProfileError';
}

/** Saved profiles in the per-user profiles folder, one `<name>.json` each, written atomically and owner-only. */
export class ProfileStore {
  constructor(readonly folder: string = profilesFolder()) {}

  pathOf(name: string): string {
    return join(this.folder, `${checkProfileName(name)}.json`);
  }

  exists(name: string): boolean {
    return existsSync(this.pathOf(name));
  }

  /** Reads and validates one profile; a missing or malformed file is a ProfileError naming the profile. */
  read(name: string): Profile {
    const path = this.pathOf(name);
    if (!existsSync(path)) throw new ProfileError(`profile ${name} does not exist (see \`chat-mcp profile list\`)`);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      throw new ProfileError(`profile ${name} is not valid JSON`);
    }
    const parsed = profileSchema.safeParse(raw);
    if (!parsed.success) throw new ProfileError(`profile ${name} is invalid: ${z.prettifyError(parsed.error).split('\n').join(' ')}`);
    if (parsed.data.name !== name) throw new ProfileError(`profile ${name} names itself ${parsed.data.name}`);
    return parsed.data;
  }

  write(profile: Profile): string {
    const path = this.pathOf(profile.name);
    writeFileAtomic(path, `${JSON.stringify(profileSchema.parse(profile), null, 2)}\n`, { privateFolder: true });
    return path;
  }

  /** Names of the saved profiles, sorted. Files that are not valid profile names are ignored. */
  names(): string[] {
    if (!existsSync(this.folder)) return [];
    return readdirSync(this.folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .filter((name) => {
        try {
          checkProfileName(name);
          return true;
        } catch {
          return false;
        }
      })
      .sort();
  }

  remove(name: string): void {
    const path = this.pathOf(name);
    if (!existsSync(path)) throw new ProfileError(`profile ${name} does not exist`);
    rmSync(path);
  }
}
