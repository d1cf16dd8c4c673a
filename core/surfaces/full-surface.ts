import type { Host } from '../host.js';
import type { ToolCall, ToolResult } from '../policy/tool-call.js';
import { isVisible } from '../policy/visibility.js';
import type { RegisteredTool } from '../tools/registry.js';

/** A tools/list entry as sent on the wire. */
export interface ListedTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations: Record<string, boolean | string>;
}

/** What a client sees and calls; every surface is a view over the one host. */
export interface ToolSurface {
  /** The tools/list answer: built once, the same array every time. Asking for it starts the packs loading. */
  tools(): Promise<readonly ListedTool[]>;
  outputSchemaOf(name: string): Record<string, unknown> | undefined;
  call(call: ToolCall): Promise<ToolResult>;
  /**
   * Resolves once the surface's own preparation behind the listing is done (the progressive front's search index
   * and warm-up); the host connects to Discord after it, so the two do not compete for the first seconds.
   */
  prepared?: Promise<void>;
}

/**
 * Loading the packs behind an answer, not before it: listing is what a client does first, so the packs start right
 * after the list is written, while the model reads it.
 */
export function loadBehindAnswer(host: Host): void {
  setImmediate(() => void host.load().catch(() => undefined)); // a failed load is reported by start-up
}

/** The full surface: every enabled tool listed directly. A call waits for its own tool's pack only. */
export function fullSurface(host: Host): ToolSurface {
  let tools: Promise<readonly ListedTool[]> | undefined;
  return {
    tools: () => {
      loadBehindAnswer(host);
      return (tools ??= host.listing().then((listing) => listing.filter((entry) => isVisible(entry, host.config)).map((entry) => entry.tool)));
    },
    outputSchemaOf: (name) => host.registry.get(name)?.outputJsonSchema,
    call: (call) => host.run(call),
  };
}

/** A registered tool as tools/list shows it. */
export function listedTool({ contract, inputJsonSchema, outputJsonSchema }: RegisteredTool): ListedTool {
  return {
    name: contract.name,
    title: contract.title,
    description: contract.description,
    inputSchema: inputJsonSchema,
    outputSchema: outputJsonSchema,
    annotations: { ...contract.annotations },
  };
}
