import { Command, Option, UsageError } from '../support/clipanion.js';
import { ConfigError } from '../../core/config/config.js';
import { SNOWFLAKE_MESSAGE, SNOWFLAKE_PATTERN } from '../../core/tools/schemas.js';
import { botInvite, currentApplicationId, type BotInvite } from '../invite/invite-url.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { loadCatalogTools } from '../support/catalog-permissions.js';
import { categoryList } from '../support/option-values.js';
import { describePlatformFailure, platformFromEnvironment } from '../support/platform-session.js';

/** `chat-mcp invite`: the OAuth2 URL that adds the bot with only the permissions the enabled categories need. */
export class InviteCommand extends Command {
  static override paths = [['invite']];

  static override usage = Command.Usage({
    description: 'Print the OAuth2 invite URL that adds the bot with the least permissions the enabled tool categories need.',
    details: `
      The permissions are the union of those the tools of --categories declare (all categories when omitted); no
      tool declares Administrator, so the URL never asks for it. The scope is \`bot\`, plus
      \`applications.commands\` when the commands or interactions categories are enabled. The application id comes
      from --client-id (no token or network needed) or, without it, from CHAT_TOKEN (one read of the application).
      The URL is the last line of stdout. Exit 0 done; 2 could not run.
    `,
    examples: [
      ['Invite for events and messages only', '$0 invite --categories events,messages --client-id 123456789012345678'],
      ['Read the application id from the token', 'CHAT_TOKEN=... $0 invite --categories events,messages'],
    ],
  });

  categories = Option.String('--categories', { description: 'Comma-separated categories the bot will serve (default: all)' });
  clientId = Option.String('--client-id', { description: "The application's id (Developer Portal, General Information); default: read with CHAT_TOKEN" });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    if (this.clientId !== undefined && !SNOWFLAKE_PATTERN.test(this.clientId)) throw new UsageError(`--client-id ${SNOWFLAKE_MESSAGE}`);
    const categories = categoryList(this.categories);
    const result = await this.run(categories);
    const code = printEnvelope(this.context.stdout, result, this.json);
    const invite = result.data.invite as BotInvite | undefined;
    if (!this.json && invite) this.context.stdout.write(`${invite.url}\n`);
    return code;
  }

  private async run(categories: string[] | null): Promise<ResultEnvelope> {
    let clientId = this.clientId;
    if (clientId === undefined) {
      try {
        clientId = await currentApplicationId(platformFromEnvironment(process.env).platform);
      } catch (error) {
        const why = error instanceof ConfigError ? `${error.message}; or pass --client-id <application id>` : `could not read the application with CHAT_TOKEN (${describePlatformFailure(error)}): pass --client-id <application id>`;
        return envelope({ exitCode: 2, summary: `invite failed: ${why}`, details: [], warnings: [], errors: [why], data: {} });
      }
    }
    const invite = botInvite(clientId, await loadCatalogTools(), categories);
    return envelope({
      exitCode: 0,
      summary: `invite for application ${clientId}: ${invite.permissions.length} permission(s) for ${categories ? categories.join(', ') : 'every category'}`,
      details: [`scopes: ${invite.scopes.join(' ')}`, `permissions: ${invite.permissions.join(', ') || 'none'}`],
      warnings: [],
      errors: [],
      data: { invite, categories },
    });
  }
}
