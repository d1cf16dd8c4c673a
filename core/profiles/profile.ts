import * as z from 'zod';

/** Profile names: lowercase letters, digits, dots, underscores, hyphens (SPEC 2.5), and never a path trick. */
const NAME_PATTERN = /^[a-z0-9._-]+$/;

export class ProfileNameError extends Error {
  override readonly name = 'ProfileNameError';
}

/** Returns the name when it is safe as a file name in the profiles folder; throws a one-line reason otherwise. */
export function checkProfileName(name: string): string {
  if (!NAME_PATTERN.test(name)) throw new ProfileNameError(`profile name ${JSON.stringify(name)} must use only a-z, 0-9, ".", "_" and "-"`);
  // A leading dot would make `.`/`..` or a hidden file; the length cap keeps file names portable.
  if (name.startsWith('.') || name.includes('..')) throw new ProfileNameError(`profile name ${JSON.stringify(name)} must not start with "." or contain ".."`);
  if (name.length > 64) throw new ProfileNameError('profile name must be at most 64 characters');
  return name;
}

const snowflake = z.string().regex(/^\d{17,20}$/);

/** The on-disk profile, version 1: non-secret metadata only; the token is referenced, never stored. */
export const profileSchema = z.strictObject({
  schema: z.literal('chat-mcp.profile.v1'),
  name: z.string().regex(NAME_PATTERN),
  /** Where the credential comes from at run time: always the launch environment. */
  credential: z.literal('env:CHAT_TOKEN'),
  bot: z.strictObject({ id: snowflake, username: z.string() }),
  allowed_guilds: z.array(snowflake),
  client: z.string(),
  tool_surface: z.enum(['full', 'progressive']),
  /** null: every category. */
  categories: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/)).nullable(),
  write_mode: z.enum(['allow', 'preview']),
  gateway: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export type Profile = z.infer<typeof profileSchema>;

/** The environment a profile contributes to `serve --profile` (everything but the token). */
export function profileEnvironment(profile: Profile): Record<string, string> {
  return {
    ALLOWED_GUILDS: profile.allowed_guilds.join(','),
    ...(profile.categories ? { MCP_CATEGORIES: profile.categories.join(',') } : {}),
    MCP_TOOL_SURFACE: profile.tool_surface,
    MCP_WRITE_MODE: profile.write_mode,
    CHAT_EXPECTED_BOT_ID: profile.bot.id,
  };
}
