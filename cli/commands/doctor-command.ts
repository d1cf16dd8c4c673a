import { Command, Option, UsageError } from '../support/clipanion.js';
import { buildConfig } from '../../core/config/config.js';
import { checkProfileName, profileEnvironment, ProfileNameError, type Profile } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { VERSION } from '../../core/version.js';
import { auditClientRefusal, AUDITABLE_CLIENTS, describeClients, isAuditableClient } from '../clients/client-ids.js';
import { clientConfigPath } from '../clients/client-config-path.js';
import { accessReport, type AccessReport } from '../doctor/access-report.js';
import { auditClientConfig } from '../doctor/client-audit.js';
import { exitCodeOf, fail, ok, warn, type DoctorCheck } from '../doctor/doctor-check.js';
import { offlineChecks, profileCheck } from '../doctor/offline-checks.js';
import { redisOnlineCheck } from '../doctor/scale-checks.js';
import { envelope, printEnvelope } from '../output/result-envelope.js';
import { outcomeOf, recordActivity } from '../support/activity-port.js';
import { loadCatalogTools } from '../support/catalog-permissions.js';
import { describePlatformFailure, fetchBotUser, fetchVisibleGuilds, platformFromEnvironment } from '../support/platform-session.js';
import { compareVersions, latestPublishedVersion } from '../support/registry-lookup.js';

const SNOWFLAKE = /^\d{17,20}$/;

/** `chat-mcp doctor`: offline checks, and on request online identity, the access preflight, or a client config audit. */
export class DoctorCommand extends Command {
  static override paths = [['doctor']];

  static override usage = Command.Usage({
    description: 'Check the installation and configuration; --online verifies the bot, --access preflights permissions per tool.',
    details: `
      Offline by default: Node version, token shape, every chat-mcp environment variable, categories, audit sink,
      tracing, the blueprint state backend, the rate-limit route and the profile. --online adds the bot identity,
      whether the rate-limit proxy and the Redis state store answer (and, for a beta-cli profile, one look-up of the
      latest published version). --access is the read-only permission preflight with a readiness outcome per tool.
      --client <id> --profile <name> audits a saved client config locally. Nothing is changed anywhere.
      Exit 0 all checks passed; 1 warnings only; 2 at least one failure.

      Client ids --client audits (the hosts that must not keep the token in their config; the others need no audit):
${describeClients(AUDITABLE_CLIENTS, '      - ')}
    `,
    examples: [
      ['Offline checks', '$0 doctor'],
      ['Verify the bot and preflight the tools in one channel', 'CHAT_TOKEN=... $0 doctor --access --guild-id 123456789012345678 --channel-id 123456789012345679'],
      ['Audit the Codex config of a profile', '$0 doctor --profile community --client beta-cli --json'],
    ],
  });

  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });
  online = Option.Boolean('--online', false, { description: 'Verify the bot identity against the platform' });
  access = Option.Boolean('--access', false, { description: 'Read-only permission and intent preflight (implies --online)' });
  guildId = Option.String('--guild-id', { description: 'Guild for --access (default: the profile or allowlist guild when unique)' });
  channelId = Option.String('--channel-id', { description: "Also evaluate this channel's overwrites (needs --access)" });
  profile = Option.String('--profile', { description: 'Activate a saved profile before the checks' });
  client = Option.String('--client', { description: `Audit a saved client config (needs --profile): ${AUDITABLE_CLIENTS.join(', ')}; each is described below` });
  config = Option.String('--config', { description: "Client config path for --client (default: the client's user config)" });

  async execute(): Promise<number> {
    this.checkFlags();
    const mode = this.client ? 'client' : this.access ? 'access' : this.online ? 'online' : 'offline';
    const { checks, data } = await this.run(mode);
    const exitCode = exitCodeOf(checks);
    await recordActivity({ command: 'doctor', transport: 'cli', signal: `doctor_${mode}`, ...outcomeOf(exitCode) });
    const failed = checks.filter((c) => c.status === 'fail');
    const warned = checks.filter((c) => c.status === 'warn');
    const result = envelope({
      exitCode,
      summary: exitCode === 0 ? `doctor: all ${checks.length} checks passed` : `doctor: ${failed.length} failed, ${warned.length} warning(s) of ${checks.length} checks`,
      details: checks.map((c) => `[${c.status}] ${c.id}: ${c.message}`),
      warnings: warned.map((c) => `${c.id}: ${c.message}`),
      errors: failed.map((c) => `${c.id}: ${c.message}`),
      data: { mode, checks, ...data },
    });
    if (!this.json && data.access) result.details.push(...readinessTable(data.access as AccessReport['data']));
    return printEnvelope(this.context.stdout, result, this.json);
  }

  private checkFlags(): void {
    if (this.channelId !== undefined && !this.access) throw new UsageError('--channel-id requires --access');
    if (this.guildId !== undefined && !this.access) throw new UsageError('--guild-id requires --access');
    for (const [flag, value] of [['--guild-id', this.guildId], ['--channel-id', this.channelId]] as const) {
      if (value !== undefined && !SNOWFLAKE.test(value)) throw new UsageError(`${flag} must be a snowflake id (17-20 digits)`);
    }
    if (this.client !== undefined) {
      if (!isAuditableClient(this.client)) throw new UsageError(auditClientRefusal(this.client));
      if (!this.profile) throw new UsageError('--client requires --profile <name>');
      if (this.online || this.access) throw new UsageError('--client audits locally and cannot be combined with --online or --access');
    } else if (this.config !== undefined) {
      throw new UsageError('--config applies only with --client');
    }
    if (this.profile !== undefined) {
      try {
        checkProfileName(this.profile);
      } catch (error) {
        throw new UsageError(`--profile: ${(error as ProfileNameError).message}`);
      }
    }
  }

  private loadProfile(): { name?: string; loaded?: Profile; problem?: string } {
    if (!this.profile) return {};
    try {
      return { name: this.profile, loaded: new ProfileStore().read(this.profile) };
    } catch (error) {
      if (error instanceof ProfileError) return { name: this.profile, problem: error.message };
      throw error;
    }
  }

  private async run(mode: 'offline' | 'online' | 'access' | 'client'): Promise<{ checks: DoctorCheck[]; data: Record<string, unknown> }> {
    const profile = this.loadProfile();
    if (mode === 'client') {
      const checks = profileCheck(profile.name, profile.loaded, profile.problem);
      const client = this.client as (typeof AUDITABLE_CLIENTS)[number];
      const audit = auditClientConfig(client, this.config ?? clientConfigPath(client), this.profile!);
      return { checks: [...checks, ...audit.checks], data: { client: audit.state } };
    }
    // A profile's settings apply on top of the environment, as with `serve --profile`.
    const env: NodeJS.ProcessEnv = { ...process.env, ...(profile.loaded ? profileEnvironment(profile.loaded) : {}) };
    const checks = await offlineChecks(env, profile);
    const data: Record<string, unknown> = {};
    if (mode === 'offline') return { checks, data };
    if (checks.some((c) => c.status === 'fail' && (c.id === 'token' || c.id === 'environment'))) {
      checks.push(fail('identity', 'skipped: the token or environment checks failed'));
      return { checks, data };
    }

    const { config, platform } = platformFromEnvironment(env);
    let bot;
    try {
      bot = await fetchBotUser(platform);
      const expected = profile.loaded?.bot.id ?? config.CHAT_EXPECTED_BOT_ID;
      if (expected && bot.id !== expected) checks.push(fail('identity', `CHAT_TOKEN belongs to bot ${bot.id}, not the expected ${expected}`));
      else checks.push(ok('identity', `the token belongs to bot ${bot.username} (${bot.id})`));
    } catch (error) {
      checks.push(fail('identity', `the platform rejected the token or did not answer (${describePlatformFailure(error)})`));
    }
    // Behind a rate-limit proxy the identity call went through it: say so, so a dead proxy is named as such.
    if (config.CHAT_API_BASE_URL !== 'https://discord.com/api') {
      const where = new URL(config.CHAT_API_BASE_URL).host;
      checks.push(bot ? ok('proxy', `the API at ${where} answers`) : fail('proxy', `the API at ${where} (rate-limit proxy or emulator) did not answer the identity call`));
    }
    const state = await redisOnlineCheck(env);
    if (state) checks.push(state);
    if (profile.loaded?.client === 'beta-cli') checks.push(await this.updateStatus(data));
    if (mode === 'online' || !bot) return { checks, data };

    const allowlist = buildConfig(env).ALLOWED_GUILDS;
    if (this.guildId && allowlist && !allowlist.includes(this.guildId)) {
      checks.push(fail('guild', `--guild-id ${this.guildId} is outside the guild allowlist`));
      return { checks, data };
    }
    let guildId = this.guildId ?? (allowlist?.length === 1 ? allowlist[0] : undefined);
    if (!guildId && !allowlist) {
      // No allowlist: the bot's sole guild is the obvious target; several need --guild-id.
      const visible = await fetchVisibleGuilds(platform).catch(() => []);
      if (visible.length === 1) guildId = visible[0]!.id;
    }
    const report = await accessReport(platform, await loadCatalogTools(), {
      bot,
      guildId,
      channelId: this.channelId,
      dmConsent: env.CHAT_MCP_DM_CONSENT?.trim() || 'deny',
    });
    checks.push(...report.checks);
    data.access = report.data;
    return { checks, data };
  }

  /** One read-only registry look-up; it sends nothing about the caller and edits no client config. */
  private async updateStatus(data: Record<string, unknown>): Promise<DoctorCheck> {
    try {
      const latest = await latestPublishedVersion();
      const newer = compareVersions(latest, VERSION) > 0;
      data.update = { current: VERSION, latest, update_available: newer };
      return newer ? warn('update', `chat-mcp ${latest} is available (this is ${VERSION}): run chat-mcp update --profile ${this.profile}`) : ok('update', `chat-mcp ${VERSION} is the latest release`);
    } catch (error) {
      return warn('update', `the latest version could not be checked (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** The human report's per-tool table: one line per outcome, naming the tools that are not ready. */
function readinessTable(access: AccessReport['data']): string[] {
  const lines = ['tool readiness:'];
  for (const [outcome, count] of Object.entries(access.summary)) {
    if (!count) continue;
    const tools = access.tools.filter((t) => t.outcome === outcome);
    const names = outcome === 'ready' ? '' : `: ${tools.map((t) => (t.missing?.length ? `${t.tool} (${t.missing.join(', ')})` : t.tool)).join(', ')}`;
    lines.push(`  ${outcome} ${count}${names}`);
  }
  return lines;
}
