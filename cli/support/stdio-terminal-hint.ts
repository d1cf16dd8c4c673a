/**
 * A person who starts the stdio server in a terminal (`npm run sandbox`) otherwise sees it wait in silence: one
 * stderr line says what it is. stdout stays the protocol channel, and a host (whose stdin is a pipe) never sees it.
 */
export function hintWhenStdinIsTerminal(stdin: { isTTY?: boolean }, stderr: NodeJS.WritableStream): void {
  if (stdin.isTTY !== true) return;
  stderr.write(
    'chat-mcp: this is an MCP server speaking JSON-RPC on stdin/stdout, not an interactive prompt: connect an MCP client ' +
      "to this command, or pipe in the README's raw session (\"Try it\"); Ctrl-C to stop.\n",
  );
}
