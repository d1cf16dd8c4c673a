import { Command, Option, UsageError } from '../support/clipanion.js';
import { ProfileNameError } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { envelope, printEnvelope } from '../output/result-envelope.js';
import { interactiveTerminal } from '../support/option-values.js';
import { askOnTerminal } from '../support/terminal-prompt.js';

/** `chat-mcp profile remove <name>`: deletes exactly one local profile; the platform token is left alone. */
export class ProfileRemoveCommand extends Command {
  static override paths = [['profile', 'remove']];

  static override usage = Command.Usage({
    category: 'Profiles',
    description: 'Delete one saved profile. It does not revoke or change the bot token.',
    details: 'Without a terminal, --yes is required. Exit 0 removed; 2 not removed (no such profile, no confirmation).',
  });

  name = Option.String({ name: 'name' });
  yes = Option.Boolean('--yes', false, { description: 'Remove without asking (required when not on a terminal)' });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    const store = new ProfileStore();
    const fail = (message: string) => printEnvelope(this.context.stdout, envelope({ exitCode: 2, summary: message, details: [], warnings: [], errors: [message], data: {} }), this.json);
    try {
      if (!store.exists(this.name)) return fail(`profile ${this.name} does not exist`);
      if (!this.yes) {
        if (!interactiveTerminal()) return fail(`not removed: pass --yes to remove profile ${this.name} without a terminal`);
        if (!(await this.confirm())) return fail('not removed: cancelled');
      }
      const path = store.pathOf(this.name);
      store.remove(this.name);
      const result = envelope({
        exitCode: 0,
        summary: `removed profile ${this.name}`,
        details: ['the bot token was not revoked: reset it in the developer portal if it should stop working'],
        warnings: [],
        errors: [],
        data: { removed: this.name, path },
      });
      return printEnvelope(this.context.stdout, result, this.json);
    } catch (error) {
      if (error instanceof ProfileNameError) throw new UsageError(error.message);
      if (error instanceof ProfileError) return fail(error.message);
      throw error;
    }
  }

  /** Only an explicit yes removes; an empty answer, anything else, Ctrl-D or Ctrl-C keeps the profile. */
  private async confirm(): Promise<boolean> {
    const answer = await askOnTerminal(`Remove profile ${this.name}? [y/N] `);
    return answer !== undefined && /^y(es)?$/i.test(answer.trim());
  }
}
