import { inject, injectable } from '../dependency-injection.js';
import { PolicyServicesToken } from '../tokens.js';
import type { PolicyServices } from './policy-services.js';
import { audit } from './steps/audit.js';
import { availability } from './steps/availability.js';
import { catalogGuard } from './steps/catalog-guard.js';
import { channelType } from './steps/channel-type.js';
import { destructiveGate } from './steps/destructive-gate.js';
import { executeTool } from './steps/execute-tool.js';
import { fenceText } from './steps/fence-text.js';
import { guildAllowlist } from './steps/guild-allowlist.js';
import { recipientConsent } from './steps/recipient-consent.js';
import { validateInput } from './steps/validate-input.js';
import { validateOutput } from './steps/validate-output.js';
import { writeMode } from './steps/write-mode.js';
import type { PolicyStep, ResolvedCall, ToolCall, ToolResult } from './tool-call.js';

/**
 * What every tool call passes, in this order. Direct calls and dispatched calls share it.
 * Steps that only shape the answer wrap what they shape: the text companion (with its untrusted fence)
 * is written for every answer, refusals included, so it wraps the whole chain without acting before it;
 * audit sees every call after the catalog guard; the output check wraps execution.
 */
export const POLICY_ORDER = [
  fenceText,
  catalogGuard,
  audit,
  availability,
  validateInput,
  guildAllowlist,
  channelType,
  recipientConsent,
  writeMode,
  destructiveGate,
  validateOutput,
  executeTool,
] as const;

/**
 * Each step is typed for the stage it runs at, and every step also accepts a later stage's call; the order above
 * makes the stages true (availability sets the tool and validation the input on the one call object before any
 * step that reads them), so the chain hands every step the call as the latest stage.
 */
function chain(steps: readonly PolicyStep<ResolvedCall>[]): (call: ToolCall) => Promise<ToolResult> {
  return (call) => {
    const at = (i: number): Promise<ToolResult> => steps[i]!(call as ResolvedCall, () => at(i + 1));
    return at(0);
  };
}

@injectable()
export class PolicyPipeline {
  readonly run: (call: ToolCall) => Promise<ToolResult>;

  constructor(@inject(PolicyServicesToken) services: PolicyServices) {
    this.run = chain(POLICY_ORDER.map((make) => make(services)));
  }
}
