import type { CommandClass } from './support/clipanion.js';

type CommandLoader = () => Promise<CommandClass[]>;

/**
 * Every command, by the first word of its path, imported only when that word is used: `serve` (the default)
 * must not pay for loading setup, doctor, migrate or the smoke client on every start.
 */
const commandLoaders: Record<string, CommandLoader> = {
  serve: async () => [(await import('./commands/serve-command.js')).ServeCommand],
  catalog: async () => [(await import('./commands/catalog-command.js')).CatalogCommand],
  setup: async () => [(await import('./commands/setup-command.js')).SetupCommand],
  profile: async () => {
    const [list, show, remove] = await Promise.all([
      import('./commands/profile-list-command.js'),
      import('./commands/profile-show-command.js'),
      import('./commands/profile-remove-command.js'),
    ]);
    return [list.ProfileListCommand, show.ProfileShowCommand, remove.ProfileRemoveCommand];
  },
  init: async () => [(await import('./commands/init-command.js')).InitCommand],
  doctor: async () => [(await import('./commands/doctor-command.js')).DoctorCommand],
  update: async () => [(await import('./commands/update-command.js')).UpdateCommand],
  smoke: async () => [(await import('./commands/smoke-command.js')).SmokeCommand],
  activity: async () => [(await import('./commands/activity-command.js')).ActivityCommand],
  migrate: async () => [(await import('./commands/migrate-command.js')).MigrateCommand],
  invite: async () => [(await import('./commands/invite-command.js')).InviteCommand],
  emulator: async () => [(await import('./commands/emulator-command.js')).EmulatorCommand],
};

/** Every command, in the order help lists them. */
export async function loadAllCommands(): Promise<CommandClass[]> {
  const groups = await Promise.all(Object.values(commandLoaders).map((load) => load()));
  return groups.flat();
}

/**
 * The commands needed to run `argv`: the named command (also for its own `--help`, whose page shows that command
 * alone), or `serve` when argv starts with an option (it is the default command). Top-level help, help after an
 * option, and anything unrecognised load them all so clipanion can list and suggest.
 */
export async function loadCommandsFor(argv: readonly string[]): Promise<CommandClass[]> {
  const wantsHelp = argv.some((arg) => arg === '-h' || arg === '--help');
  const first = argv[0];
  if (first === undefined || first.startsWith('-')) return wantsHelp ? loadAllCommands() : commandLoaders.serve!();
  const loader = Object.hasOwn(commandLoaders, first) ? commandLoaders[first] : undefined;
  return loader ? loader() : loadAllCommands();
}
