#!/usr/bin/env node
/**
 * The cold-start floor: the least a stdio MCP server built on the same SDK can do. It registers N trivial tools
 * (N = argv[2], the size of the full surface) with a one-field zod input schema and answers tools/list; nothing
 * else is loaded. chat-mcp's cold start is reported as a ratio to this process, measured in the same run.
 */
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';

const count = Number(process.argv[2] ?? 205);
const server = new McpServer({ name: 'bench-floor', version: '1.0.0' }, { capabilities: { tools: {} } });
for (let i = 0; i < count; i++) {
  server.registerTool(
    `floor_tool_${i}`,
    { title: `Floor tool ${i}`, description: `Trivial tool number ${i}; echoes its input.`, inputSchema: z.object({ value: z.string().optional() }) },
    async ({ value }) => ({ content: [{ type: 'text', text: value ?? '' }] }),
  );
}
const transport = new StdioServerTransport();
await server.connect(transport);
process.stdin.once('end', () => void server.close());
