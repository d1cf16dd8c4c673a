import { Command, Option } from '../support/clipanion.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { envelope, printEnvelope } from '../output/result-envelope.js';

/** `chat-mcp profile list`: the saved profiles with bot identity, guild count, client and tool surface. */
export class ProfileListCommand extends Command {
  static override paths = [['profile', 'list']];

  static override usage = Command.Usage({
    category: 'Profiles',
    description: 'List saved profiles: bot identity, guild count, client, tool surface.',
    details: 'Exit 0 listed (also when there are none); 1 some profile files are unreadable.',
  });

  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    const store = new ProfileStore();
    const profiles = [];
    const warnings: string[] = [];
    for (const name of store.names()) {
      try {
        const p = store.read(name);
        profiles.push({ name, bot: p.bot, guild_count: p.allowed_guilds.length, client: p.client, tool_surface: p.tool_surface, updated_at: p.updated_at });
      } catch (error) {
        if (!(error instanceof ProfileError)) throw error;
        warnings.push(error.message);
      }
    }
    const result = envelope({
      exitCode: warnings.length ? 1 : 0,
      summary: profiles.length ? `${profiles.length} profile${profiles.length > 1 ? 's' : ''}` : 'no profiles saved yet (create one with `chat-mcp setup`)',
      details: profiles.map((p) => `${p.name}: bot ${p.bot.username} (${p.bot.id}), ${p.guild_count} guild(s), client ${p.client}, ${p.tool_surface} surface`),
      warnings,
      errors: [],
      data: { folder: store.folder, profiles },
    });
    return printEnvelope(this.context.stdout, result, this.json);
  }
}
