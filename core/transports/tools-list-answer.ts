/**
 * The plain `tools/list` request and the SDK's answer to it, with the list serialised once. The stdio and HTTP
 * transports both answer that request themselves: through the SDK every answer re-checks and re-serialises the
 * whole list, which cannot change while the process runs (its size: bench/README.md, `contract_size`).
 */

/** A JSON-RPC request id the transports answer themselves: a string, or an integer JSON keeps exact. */
export function isRequestId(id: unknown): id is string | number {
  return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id));
}

/** A single `{"jsonrpc":"2.0","id":…,"method":"tools/list"}` with no params (or empty ones): its id, else undefined. */
export function plainToolsListRequestId(message: unknown): string | number | undefined {
  if (!message || typeof message !== 'object' || Array.isArray(message)) return undefined;
  const { jsonrpc, id, method, params, ...rest } = message as Record<string, unknown>;
  if (jsonrpc !== '2.0' || method !== 'tools/list' || Object.keys(rest).length > 0) return undefined;
  const emptyParams = params === undefined || (typeof params === 'object' && params !== null && !Array.isArray(params) && Object.keys(params).length === 0);
  if (!emptyParams) return undefined;
  return isRequestId(id) ? id : undefined;
}

/** The SDK's answer, `{"result":{"tools":[…]},"jsonrpc":"2.0","id":…}`, split where the id goes. */
export interface ToolsListAnswer {
  /** Everything up to the id: the list, serialised once. */
  head: string;
  tail(id: string | number): string;
}

export function toolsListAnswer(tools: readonly unknown[]): ToolsListAnswer {
  return { head: `{"result":${JSON.stringify({ tools })}`, tail: (id) => `,"jsonrpc":"2.0","id":${JSON.stringify(id)}}` };
}

const answers = new WeakMap<readonly unknown[], ToolsListAnswer>();

/** The answer for a surface's list, serialised on first use and shared by every transport that serves that list. */
export function cachedToolsListAnswer(tools: readonly unknown[]): ToolsListAnswer {
  let answer = answers.get(tools);
  if (!answer) answers.set(tools, (answer = toolsListAnswer(tools)));
  return answer;
}
