import type { ClosestToolNames } from '../../search/closest-tool-names.js';
import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep } from '../tool-call.js';
import { isVisible } from '../visibility.js';

/**
 * Only tools of enabled categories are registered; anything else does not exist for the caller. An unknown name
 * is answered as a tool error (which every client hands to the agent, unlike a JSON-RPC error some hosts only
 * log), naming the closest tools so the agent can correct itself.
 */
export const availability =
  ({ registry, config }: PolicyServices): PolicyStep => {
    // The suggester (fuse.js and the search engine's code) is imported on the first unknown name, not with the
    // pipeline: most sessions never call one, and every start loads the pipeline.
    let closest: Promise<ClosestToolNames> | undefined;
    const closestNames = () =>
      (closest ??= import('../../search/closest-tool-names.js').then(
        ({ ClosestToolNames }) =>
          new ClosestToolNames(() =>
            registry
              .list()
              .filter(({ contract }) => isVisible(contract, config))
              .map(({ contract }) => contract),
          ),
      ));
    return async (call, next) => {
      const tool = registry.get(call.name);
      if (!tool) {
        const suggestions = (await closestNames()).suggest(call.name);
        return errorResult({
          code: 'UNKNOWN_TOOL',
          message: `No enabled tool is named ${call.name.slice(0, 100)}.${suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : ''}`,
          retriable: false,
          recovery_hint: suggestions.length
            ? `Call ${suggestions[0]} (or another suggested name) with its own arguments; tools/list shows every enabled tool.`
            : 'Check the exact name in tools/list; MCP_CATEGORIES decides which tools are enabled.',
          suggestions,
        });
      }
      call.tool = tool;
      return next();
    };
  };
