/** An error answer in Discord's shape: `{message, code}` (plus `errors` for 50035) with an HTTP status. */
export class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** Discord's JSON error codes for unknown entities. */
const UNKNOWN = {
  channel: [10003, 'Unknown Channel'],
  guild: [10004, 'Unknown Guild'],
  member: [10007, 'Unknown Member'],
  message: [10008, 'Unknown Message'],
  role: [10011, 'Unknown Role'],
  user: [10013, 'Unknown User'],
  webhook: [10015, 'Unknown Webhook'],
  ban: [10026, 'Unknown Ban'],
  event: [10070, 'Unknown Guild Scheduled Event'],
  interaction: [10062, 'Unknown interaction'],
  command: [10063, 'Unknown application command'],
  command_permissions: [10066, 'Unknown application command permissions'],
  event_user: [10071, 'Unknown Guild Scheduled Event User'],
  integration: [10005, 'Unknown Integration'],
  guild_template: [10057, 'Unknown Guild Template'],
  emoji: [10014, 'Unknown Emoji'],
  voice_state: [10065, 'Unknown Voice State'],
  automod_rule: [10066, 'Unknown Auto Moderation Rule'],
  stage_instance: [10067, 'Unknown Stage Instance'],
  application: [10002, 'Unknown Application'],
  sku: [10027, 'Unknown SKU'],
  entitlement: [10029, 'Unknown Entitlement'],
  sticker: [10060, 'Unknown Sticker'],
  sound: [10097, 'Unknown Sound'],
  invite: [10006, 'Unknown Invite'],
} as const;

export type UnknownKind = keyof typeof UNKNOWN;

export const unknownEntity = (kind: UnknownKind) => new DiscordError(404, UNKNOWN[kind][0], UNKNOWN[kind][1]);
export const missingAccess = () => new DiscordError(403, 50001, 'Missing Access');
export const missingPermissions = () => new DiscordError(403, 50013, 'Missing Permissions');
export const unauthorized = () => new DiscordError(401, 0, '401: Unauthorized');
export const invalidFormBody = (errors: unknown) => new DiscordError(400, 50035, 'Invalid Form Body', errors);

/**
 * A 400 50035 naming one bad field, nested as Discord nests it: `embeds.0.title` becomes
 * `{"embeds": {"0": {"title": {"_errors": [{code, message}]}}}}`.
 */
export function fieldError(path: string, code: string, message: string): DiscordError {
  const leaf: Record<string, unknown> = { _errors: [{ code, message }] };
  const tree = path.split('.').reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), leaf);
  return invalidFormBody(tree);
}
export const notFound = () => new DiscordError(404, 0, '404: Not Found');
