import { Builtins, type Cli, UsageError, type CommandClass } from './support/clipanion.js';
import { VERSION } from '../core/version.js';
import { loadAllCommands, loadCommandsFor } from './command-modules.js';
import { PlaceholderCli } from './support/placeholder-cli.js';

export { loadAllCommands };

/** The command line with `commands` registered (`loadAllCommands()` for the docs generator in scripts/docs). */
export function buildCli(commands: readonly CommandClass[]): Cli {
  const cli = new PlaceholderCli({
    binaryLabel: 'chat-mcp',
    binaryName: 'chat-mcp',
    binaryVersion: VERSION,
    enableColors: process.stdout.isTTY === true && !process.env.NO_COLOR,
  });
  for (const command of commands) cli.register(command);
  cli.register(Builtins.HelpCommand);
  cli.register(Builtins.VersionCommand);
  return cli;
}

/** Runs the command line. Usage errors go to stderr with exit 2: stdout may be an MCP channel. */
export async function runCli(argv: string[]): Promise<number> {
  // `--version` works at every level (`chat-mcp doctor --version`), not only as the top-level builtin.
  const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  if (options.includes('--version')) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }

  const cli = buildCli(await loadCommandsFor(argv));
  let command;
  try {
    command = cli.process(argv);
  } catch (error) {
    process.stderr.write(oneLineError(cli.error(error)));
    return 2;
  }
  // clipanion prints errors thrown by execute() on stdout with exit 1; keep stdout for output, usage errors exit 2.
  let failure: number | undefined;
  command.catch = async (error: unknown) => {
    process.stderr.write(oneLineError(cli.error(error)));
    failure = error instanceof UsageError || (error as { clipanion?: { type?: string } })?.clipanion?.type === 'usage' ? 2 : 1;
  };
  const code = await cli.run(command, { stdout: process.stdout, stderr: process.stderr });
  return failure ?? code;
}

/** The first line of clipanion's error text (its usage listing follows), with a pointer to --help. */
function oneLineError(text: string): string {
  const first = text.split('\n').find((line) => line.trim()) ?? 'invalid command line';
  return `chat-mcp: ${first.trim()} (see --help)\n`;
}
