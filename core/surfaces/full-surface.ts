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
  /** The tools/list answer: built once, the same array every time. Asking for it starts `prepare` behind the answer. */
  tools(): Promise<readonly ListedTool[]>;
  outputSchemaOf(name: string): Record<string, unknown> | undefined;
  call(call: ToolCall): Promise<ToolResult>;
  /**
   * Starts, once, what the surface readies behind its first answers, and resolves when that is done: the full surface
   * loads every pack; the progressive front loads and warms its search index, and its packs follow its first call.
   * A failure to load a pack is reported by start-up (core/start/serving-host.ts), not here.
   */
  prepare(): Promise<unknown>;
}

/**
 * Work that follows an answer, not precedes it: listing is what a client does first, so what the surface readies
 * starts right after the list is written, while the model reads it.
 */
export function behindAnswer(work: () => Promise<unknown>): void {
  setImmediate(() => void work().catch(() => undefined));
}

/** The full surface: every enabled tool listed directly. A call waits for its own tool's pack only. */
export function fullSurface(host: Host): ToolSurface {
  let tools: Promise<readonly ListedTool[]> | undefined;
  const prepare = () => host.load();
  return {
    tools: () => {
      behindAnswer(prepare);
      return (tools ??= host.listing().then((listing) => listing.filter((entry) => isVisible(entry, host.config)).map((entry) => entry.tool)));
    },
    outputSchemaOf: (name) => host.registry.get(name)?.outputJsonSchema,
    call: (call) => host.run(call),
    prepare,
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
