/** Argument names whose values never leave the process in previews, audits or errors. */
const SECRET_KEYS = new Set(['token', 'interaction_token', 'webhook_token', 'bearer_token', 'plan_token']);

export function redactSecrets(args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) out[key] = SECRET_KEYS.has(key) ? '[redacted]' : value;
  return out;
}
