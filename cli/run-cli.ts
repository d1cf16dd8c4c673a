import { Builtins, Cli } from 'clipanion';
import { VERSION } from '../core/version.js';
import { CatalogCommand } from './commands/catalog-command.js';
import { ServeCommand } from './commands/serve-command.js';

/** Builds the command line. Usage errors go to stderr with exit 2: stdout may be an MCP channel. */
export async function runCli(argv: string[]): Promise<number> {
  const cli = new Cli({
    binaryLabel: 'chat-mcp',
    binaryName: 'chat-mcp',
    binaryVersion: VERSION,
    enableColors: process.stdout.isTTY === true && !process.env.NO_COLOR,
  });
  cli.register(ServeCommand);
  cli.register(CatalogCommand);
  cli.register(Builtins.HelpCommand);
  cli.register(Builtins.VersionCommand);

  let command;
  try {
    command = cli.process(argv);
  } catch (error) {
    process.stderr.write(cli.error(error));
    return 2;
  }
  return cli.run(command, { stdout: process.stdout, stderr: process.stderr });
}
