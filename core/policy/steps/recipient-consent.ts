import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep } from '../tool-call.js';

/**
 * Contacting a person directly needs the operator's explicit consent policy (CHAT_MCP_DM_CONSENT), checked before
 * any request: `deny` refuses everyone, `allow` admits anyone, a list admits exactly the users who agreed.
 */
export const recipientConsent =
  ({ config }: PolicyServices): PolicyStep =>
  async (call, next) => {
    const field = call.tool!.contract.recipientField;
    if (!field) return next();
    const recipient = String(call.input![field]);
    const policy = config.CHAT_MCP_DM_CONSENT;
    if (policy === 'allow' || (policy !== 'deny' && policy.split(',').includes(recipient))) return next();
    return errorResult({
      code: 'CONSENT_REQUIRED',
      message: `${call.name} would contact user ${recipient} directly, and the operator's consent policy does not admit them. Nothing was sent.`,
      retriable: false,
      recovery_hint: 'The operator must list the user in CHAT_MCP_DM_CONSENT (or set it to allow) after the person agreed to be contacted.',
    });
  };
