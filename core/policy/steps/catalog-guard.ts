import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep } from '../tool-call.js';

/** SPEC 4.3: in catalog mode every call, even to an unknown tool, is refused before anything else. */
export const catalogGuard =
  ({ config }: PolicyServices): PolicyStep =>
  async (call, next) => {
    if (!config.catalogOnly) return next();
    return errorResult({
      code: 'CATALOG_ONLY',
      message: `${call.name}: this is the credential-free catalog server; it lists contracts but executes nothing.`,
      retriable: false,
      recovery_hint: 'Start `chat-mcp serve` with CHAT_TOKEN to run tools.',
    });
  };
