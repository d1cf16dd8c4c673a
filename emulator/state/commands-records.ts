/** Stored shapes of the application-commands domain. */

/** One registered command: global when `guild_id` is null (state.applicationCommands, by id). */
export interface CommandRecord {
  id: string;
  application_id: string;
  guild_id: string | null;
  /** 1 chat input, 2 user, 3 message, 4 primary entry point */
  type: number;
  name: string;
  name_localizations: Record<string, string> | null;
  description: string;
  description_localizations: Record<string, string> | null;
  options: unknown[];
  default_member_permissions: string | null;
  dm_permission: boolean;
  nsfw: boolean;
  integration_types: number[];
  contexts: number[] | null;
  handler?: number;
  /** Bumped on every change, as Discord does. */
  version: string;
}

/** Who may use one command (or, with the application id as command id, every command) in a guild. */
export interface CommandPermissionsRecord {
  id: string;
  application_id: string;
  guild_id: string;
  permissions: { id: string; type: number; permission: boolean }[];
}

/** A user's OAuth2 access token, the only credential Discord takes for editing command permissions. */
export interface OAuthAccessTokenRecord {
  user_id: string;
  scopes: string[];
}

/** Key of state.commandPermissions. */
export const permissionsKey = (guildId: string, commandId: string) => `${guildId}/${commandId}`;
