import { Builtins, Cli, UsageError } from 'clipanion';
import { VERSION } from '../core/version.js';
import { CatalogCommand } from './commands/catalog-command.js';
import { ServeCommand } from './commands/serve-command.js';
import { DoctorCommand } from './commands/doctor-command.js';
import { InitCommand } from './commands/init-command.js';
import { ProfileListCommand } from './commands/profile-list-command.js';
import { ProfileRemoveCommand } from './commands/profile-remove-command.js';
import { ProfileShowCommand } from './commands/profile-show-command.js';
import { SetupCommand } from './commands/setup-command.js';
import { UpdateCommand } from './commands/update-command.js';
import { SmokeCommand } from './commands/smoke-command.js';
import { ActivityCommand } from './commands/activity-command.js';
import { MigrateCommand } from './commands/migrate-command.js';

/** The command line with every command registered; also read by the docs generator (scripts/docs). */
export function buildCli(): Cli {
  const cli = new Cli({
    binaryLabel: 'chat-mcp',
    binaryName: 'chat-mcp',
    binaryVersion: VERSION,
    enableColors: process.stdout.isTTY === true && !process.env.NO_COLOR,
  });
  cli.register(ServeCommand);
  cli.register(CatalogCommand);
  for (const command of [SetupCommand, ProfileListCommand, ProfileShowCommand, ProfileRemoveCommand, InitCommand, DoctorCommand, UpdateCommand]) {
    cli.register(command);
  }
  cli.register(SmokeCommand);
  cli.register(ActivityCommand);
  cli.register(MigrateCommand);
  cli.register(Builtins.HelpCommand);
  cli.register(Builtins.VersionCommand);
  return cli;
}

/** Runs the command line. Usage errors go to stderr with exit 2: stdout may be an MCP channel. */
export async function runCli(argv: string[]): Promise<number> {
  const cli = buildCli();

  // `--version` works at every level (`chat-mcp doctor --version`), not only as the top-level builtin.
  const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  if (options.includes('--version')) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }

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
