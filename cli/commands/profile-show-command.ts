import { Command, Option, UsageError } from '../support/clipanion.js';
import { ProfileNameError } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { envelope, printEnvelope } from '../output/result-envelope.js';

/** `chat-mcp profile show <name>`: the full versioned metadata and the credential reference, never a token. */
export class ProfileShowCommand extends Command {
  static override paths = [['profile', 'show']];

  static override usage = Command.Usage({
    category: 'Profiles',
    description: 'Show one saved profile: its versioned metadata and credential reference (never the token).',
    details: 'Exit 0 shown; 2 no such profile, or the file is invalid.',
  });

  name = Option.String({ name: 'name' });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    const store = new ProfileStore();
    try {
      const profile = store.read(this.name);
      const details = [
        `path: ${store.pathOf(this.name)}`,
        `credential: ${profile.credential}`,
        `bot: ${profile.bot.username} (${profile.bot.id})`,
        `allowed guilds: ${profile.allowed_guilds.join(', ') || '(none)'}`,
        `client: ${profile.client}`,
        `tool surface: ${profile.tool_surface}`,
        `categories: ${profile.categories?.join(', ') ?? 'all'}`,
        `write mode: ${profile.write_mode}`,
        `gateway: ${profile.gateway ? 'on' : 'off'}`,
        `created ${profile.created_at}, updated ${profile.updated_at}`,
      ];
      const result = envelope({ exitCode: 0, summary: `profile ${profile.name} (${profile.schema})`, details, warnings: [], errors: [], data: { profile, path: store.pathOf(this.name) } });
      return printEnvelope(this.context.stdout, result, this.json);
    } catch (error) {
      if (error instanceof ProfileNameError) throw new UsageError(error.message);
      if (!(error instanceof ProfileError)) throw error;
      return printEnvelope(this.context.stdout, envelope({ exitCode: 2, summary: error.message, details: [], warnings: [], errors: [error.message], data: {} }), this.json);
    }
  }
}
