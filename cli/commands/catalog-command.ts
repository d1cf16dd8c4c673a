import { Command, Option } from '../support/clipanion.js';
import { buildConfig, type Config } from '../../core/config/config.js';
import { createLogger, type Logger } from '../../core/logging/logger.js';
import { loadStaticResources } from '../../core/resources/static-resources.js';
import { envelope, printEnvelope } from '../output/result-envelope.js';

/**
 * `chat-mcp catalog`: the credential-free contract server. It reads no token, profile or configuration, makes no
 * network contact, and refuses every tool call with CATALOG_ONLY.
 */
export class CatalogCommand extends Command {
  static override paths = [['catalog']];

  static override usage = Command.Usage({
    description: 'Serve every tool contract and the six resources without credentials, or check them (--check).',
    details: `
      Without flags: a stdio MCP server that lists every contract and refuses every call with CATALOG_ONLY.
      --check runs a bounded in-process handshake and exits 0 (pass) or 2 (fail); --json prints the
      chat-mcp.catalog-check.v1 result in the shared envelope.
    `,
    examples: [
      ['Check the contracts', '$0 catalog --check --json'],
      ['Serve contracts for a client to inspect', '$0 catalog'],
    ],
  });

  check = Option.Boolean('--check', false, { description: 'Run the bounded contract check and exit' });
  json = Option.Boolean('--json', false, { description: 'With --check: print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    if (this.json && !this.check) {
      this.context.stderr.write('chat-mcp: --json is only valid with catalog --check\n');
      return 2;
    }
    // Deliberately an empty environment: catalog mode reads no runtime configuration and no token.
    const config = buildConfig({}, { catalogOnly: true });
    const logger = createLogger(this.check ? 'silent' : 'warn');
    if (!this.check) return this.serveCatalog(config, logger);
    let host;
    let resources;
    try {
      const { createHost } = await import('../../core/host.js');
      host = await createHost(config, logger, { allCategories: true });
      resources = await loadStaticResources();
    } catch (error) {
      this.context.stderr.write(`chat-mcp: catalog could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
    // The check's in-process MCP client (and its validators) is loaded only for --check.
    const { runCatalogCheck } = await import('./catalog-check.js');
    const { result, problems } = await runCatalogCheck(host, resources);
    const passed = problems.length === 0;
    return printEnvelope(
      this.context.stdout,
      envelope({
        exitCode: passed ? 0 : 2,
        summary: passed
          ? `catalog check passed: ${result.tool_count} tools, ${result.resource_count} resources, every call refused with CATALOG_ONLY`
          : `catalog check failed: ${problems.length} problem(s)`,
        details: [`tools: ${result.tool_count}`, `resources: ${result.resource_count}`, `execution guard: ${result.execution_guard}`],
        warnings: [],
        errors: problems,
        data: result as unknown as Record<string, unknown>,
      }),
      this.json,
    );
  }

  /** Every pack's contracts over stdio, on the path `serve` takes (core/start/start-stdio.ts). */
  private async serveCatalog(config: Config, logger: Logger): Promise<number> {
    try {
      const { startStdio } = await import('../../core/start/start-stdio.js');
      const server = await startStdio({ config, logger, host: { allCategories: true } });
      await Promise.race([server.closed, server.ready.then(() => server.closed)]);
      return 0;
    } catch (error) {
      this.context.stderr.write(`chat-mcp: catalog server failed: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  }
}
