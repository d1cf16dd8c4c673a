import { Command, Option } from '../support/clipanion.js';
import { ADAPTERS, findAdapter } from '../migrate/adapters/index.js';
import { runMigration, type MigrationResult } from '../migrate/run-migration.js';
import { SourceReadError, SourceTree } from '../migrate/source-tree.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { checkPathArgument, PathArgumentError } from '../support/path-argument.js';

/** `chat-mcp migrate`: reads another Discord MCP server's source and maps its tools and settings (SPEC 4.6.10). */
export class MigrateCommand extends Command {
  static override paths = [['migrate']];

  static override usage = Command.Usage({
    description: "Map another MCP server's tools and settings to chat-mcp, from its source folder (never executed).",
    details: `
      --list shows the adapters. --from <adapter> reads the server in --source (default: the current folder; a clone
      or the installed npm package), maps each tool to a chat-mcp tool (mapped, manual_review or unmapped, with a
      reason), maps its configuration variables (the Discord token becomes CHAT_TOKEN) and proposes a client snippet.
      The source is only read as text. Exit 0 everything mapped; 1 unmapped or manual-review items; 2 could not run.
    `,
    examples: [
      ['List the adapters', '$0 migrate --list'],
      ['Map a clone of PaSympa/discord-mcp', '$0 migrate --from pasympa --source ./discord-mcp --json'],
    ],
  });

  list = Option.Boolean('--list', false, { description: 'List the adapters and their tool estimates (always exit 0)' });
  from = Option.String('--from', { description: `Adapter: ${ADAPTERS.map((a) => a.id).join(', ')}` });
  source = Option.String('--source', { description: 'Folder of the server to migrate (default: the current folder)' });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  private snippet?: string;

  async execute(): Promise<number> {
    const result = this.run();
    const code = printEnvelope(this.context.stdout, result, this.json);
    if (!this.json && this.snippet) this.context.stdout.write(`\n${this.snippet}`);
    return code;
  }

  private run(): ResultEnvelope {
    if (this.list) return listResult();
    const fail = (error: string) => envelope({ exitCode: 2, summary: `migrate could not run: ${error}`, details: [], warnings: [], errors: [error], data: {} });
    if (this.from === undefined) return fail('give --from <adapter> (see `chat-mcp migrate --list`)');
    const adapter = findAdapter(this.from);
    if (!adapter) return fail(`unknown adapter ${JSON.stringify(this.from)}; valid: ${ADAPTERS.map((a) => a.id).join(', ')}`);
    let result: MigrationResult;
    let folder: string;
    try {
      // The raw --source text is checked before anything below it is read.
      folder = this.source === undefined ? process.cwd() : checkPathArgument('--source', this.source);
    } catch (error) {
      if (error instanceof PathArgumentError) return fail(error.message);
      throw error;
    }
    try {
      const tree = new SourceTree(folder);
      const detection = adapter.detect(tree);
      if (!detection.detected) return fail(`${adapter.id} was not detected in ${folder}: ${detection.problem}`);
      result = runMigration(adapter, tree, detection.evidence);
    } catch (error) {
      if (error instanceof SourceReadError) return fail(error.message);
      throw error;
    }
    if (result.tool_count === 0) return fail(`${adapter.id} was detected in ${folder} but no tool names could be read`);
    this.snippet = result.snippet.content;
    const { mapped, manual_review, unmapped } = result.counts;
    const unmappedVariables = result.variables.filter((v) => v.status === 'unmapped');
    return envelope({
      exitCode: manual_review + unmapped === 0 ? 0 : 1,
      summary: `migrate ${adapter.id}: ${mapped} mapped, ${manual_review} manual review, ${unmapped} unmapped of ${result.tool_count} tools`,
      details: [
        ...result.tools.map((t) => `[${t.status}] ${t.source} -> ${t.target ?? '(none)'}: ${t.reason}`),
        ...result.variables.map((v) => `[variable ${v.status}] ${v.source} -> ${v.target ?? '(none)'}: ${v.reason}`),
      ],
      warnings: unmappedVariables.map((v) => `variable ${v.source} has no chat-mcp counterpart`),
      errors: [],
      data: { result },
    });
  }
}

function listResult(): ResultEnvelope {
  const adapters = ADAPTERS.map((a) => ({ id: a.id, description: a.description, language: a.language, tool_estimate: a.toolEstimate ?? 'unavailable' }));
  return envelope({
    exitCode: 0,
    summary: `migrate: ${adapters.length} adapters`,
    details: adapters.map((a) => `${a.id}: ${a.description}; tools: ${typeof a.tool_estimate === 'number' ? `about ${a.tool_estimate}` : a.tool_estimate}`),
    warnings: [],
    errors: [],
    data: { result: { adapters } },
  });
}
