import { ToolError } from '../../../core/index.js';
import { StateUnavailableError } from '../../shared/blueprint-state/state-backend.js';

/**
 * Runs a blueprint step that needs the state store; a store that does not answer becomes one clear, retriable
 * tool error. What reached Discord before the failure is adopted when the apply resumes, never done twice.
 */
export async function withBlueprintState<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof StateUnavailableError)) throw error;
    throw new ToolError('EXTERNAL_SERVICE_UNAVAILABLE', `${error.message}. Nothing was recorded by this call.`, {
      retriable: true,
      recovery_hint: 'Bring the state store (CHAT_MCP_STATE_URL) back, then call again: an interrupted apply resumes from its last checkpoint. Tools that do not use blueprints keep working meanwhile.',
    });
  }
}
