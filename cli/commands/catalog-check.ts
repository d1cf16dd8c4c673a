import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Host } from '../../core/host.js';
import { errorBodyOf, type ToolResult } from '../../core/policy/tool-call.js';
import type { StaticResource } from '../../core/resources/static-resource.js';
import { createServerFactory } from '../../core/server/server-factory.js';
import { fullSurface } from '../../core/surfaces/full-surface.js';
import { manifestToolCount, readPackManifest } from '../../core/tools/pack-manifest.js';
import { CompileOnFirstUse } from '../support/compile-on-first-use.js';

export const EXPECTED_RESOURCE_COUNT = 6;
const CHECK_TIMEOUT_MS = 10_000;

export interface CatalogCheckResult {
  schema_version: 'chat-mcp.catalog-check.v1';
  tool_count: number;
  resource_count: number;
  execution_guard: 'CATALOG_ONLY';
  credentials_required: false;
  platform_execution: 'disabled';
  activity_evidence_created: false;
}

export interface CatalogCheckOutcome {
  result: CatalogCheckResult;
  problems: string[];
}

function guardCode(result: unknown): unknown {
  return errorBodyOf(result as Pick<ToolResult, 'isError' | '_meta'>)?.code;
}

/**
 * A bounded in-process MCP handshake with the catalog server: counts tools and resources, reads and parses each
 * resource, and proves that a listed and an unknown tool call both fail with CATALOG_ONLY.
 */
export async function runCatalogCheck(host: Host, resources: readonly StaticResource[]): Promise<CatalogCheckOutcome> {
  const problems: string[] = [];
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(createServerFactory(fullSurface(host), 'in-memory', resources), { transport: serverSide });
  const client = new Client({ name: 'chat-mcp-catalog-check', version: '1.0.0' }, { jsonSchemaValidator: new CompileOnFirstUse() });
  let toolCount = 0;
  let resourceCount = 0;
  const work = (async () => {
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    toolCount = tools.length;
    // Every tool the pack manifest names (the spec's count is pinned by test/unit/registry-agreement.test.ts).
    const expectedTools = manifestToolCount(readPackManifest());
    if (toolCount !== expectedTools) problems.push(`expected ${expectedTools} tools (pack-manifest.json), found ${toolCount}`);
    const listed = resources.length ? (await client.listResources()).resources : [];
    resourceCount = listed.length;
    if (resourceCount !== EXPECTED_RESOURCE_COUNT) problems.push(`expected ${EXPECTED_RESOURCE_COUNT} resources, found ${resourceCount}`);
    for (const resource of listed) {
      const read = await client.readResource({ uri: resource.uri });
      const first = read.contents[0] as { text?: string } | undefined;
      try {
        JSON.parse(first?.text ?? '');
      } catch {
        problems.push(`resource ${resource.uri} is not valid JSON`);
      }
    }
    if (tools[0]) {
      const listedCall = await client.callTool({ name: tools[0].name, arguments: {} });
      if (guardCode(listedCall) !== 'CATALOG_ONLY') problems.push(`calling ${tools[0].name} did not fail with CATALOG_ONLY`);
    }
    const unknownCall = await client.callTool({ name: 'no_such_tool_catalog_probe', arguments: {} });
    if (guardCode(unknownCall) !== 'CATALOG_ONLY') problems.push('calling an unknown tool did not fail with CATALOG_ONLY');
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the check did not finish within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, timeout]);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
  }
  return {
    result: {
      schema_version: 'chat-mcp.catalog-check.v1',
      tool_count: toolCount,
      resource_count: resourceCount,
      execution_guard: 'CATALOG_ONLY',
      credentials_required: false,
      platform_execution: 'disabled',
      activity_evidence_created: false,
    },
    problems,
  };
}
