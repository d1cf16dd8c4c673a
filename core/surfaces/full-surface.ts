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

/** What a client sees and calls; every surface is a view over the one registry. */
export interface ToolSurface {
  tools: readonly ListedTool[];
  outputSchemaOf(name: string): Record<string, unknown> | undefined;
  call(call: ToolCall): Promise<ToolResult>;
}

/** The full surface: every enabled tool listed directly. The list is built once per process. */
export function fullSurface(host: Host): ToolSurface {
  const tools = host.registry
    .list()
    .filter(({ contract }) => isVisible(contract, host.config))
    .map(listedTool);
  return {
    tools,
    outputSchemaOf: (name) => host.registry.get(name)?.outputJsonSchema,
    call: (call) => host.pipeline.run(call),
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
