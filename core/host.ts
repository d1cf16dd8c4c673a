import { container as rootContainer, type DependencyContainer } from './dependency-injection.js';
import { AuditSink } from './audit/audit-sink.js';
import { resolveCategories, type Config } from './config/config.js';
import type { Logger } from './logging/logger.js';
import { GuildResolver } from './platform/guild-resolver.js';
import { PlatformClient } from './platform/platform-client.js';
import type { PolicyPipeline } from './policy/pipeline.js';
import type { PolicyServices } from './policy/policy-services.js';
import type { ToolCall, ToolResult } from './policy/tool-call.js';
import { ConfigToken, LoggerToken, PolicyServicesToken } from './tokens.js';
import { manifestCategories, readPackManifest, type PackManifest } from './tools/pack-manifest.js';
import { ToolRegistry } from './tools/registry.js';
import { PackLoading } from './tools/pack-loading.js';
import { precomputedToolListing, toolListing, type ListingEntry } from './surfaces/tool-listing.js';

/**
 * The core of one server process: configuration, the packs and the services every surface shares. The host exists
 * before its packs are loaded: the registry fills pack by pack, a call waits only for its own tool's pack
 * (`toolReady`), and `load()` brings in the rest.
 */
export interface Host {
  container: DependencyContainer;
  config: Config;
  logger: Logger;
  registry: ToolRegistry;
  platform: PlatformClient;
  /** Every category the manifest offers, and the ones loaded for this run. */
  installedCategories: string[];
  enabledCategories: string[];
  /** The category the manifest files a tool under, enabled or not (undefined for a name it does not know). */
  categoryOfTool(name: string): string | undefined;
  /**
   * Every enabled tool as tools/list shows it (visible under the allowlist or not): the build's listing, so no
   * pack needs to load for it; when running from sources or with another manifest, the registry once every pack is in.
   */
  listing(): Promise<readonly ListingEntry[]>;
  /** Settles once every enabled pack is loaded (it does not start the loading). */
  loaded: Promise<Host>;
  /** Starts loading every enabled pack (once) and resolves with `loaded`. */
  load(): Promise<Host>;
  /**
   * Resolves once the pack that files `name` is loaded, loading it first; for a name no enabled pack files
   * (unknown, or of a disabled category), once every pack is loaded, so the answer (UNKNOWN_TOOL with the closest
   * names) sees the whole registry.
   */
  toolReady(name: string): Promise<Host>;
  /** Runs a call through the policy pipeline once its tool's pack is in (toolReady). */
  run(call: ToolCall): Promise<ToolResult>;
}

export interface HostOptions {
  manifest?: PackManifest;
  /** Catalog mode lists every pack regardless of MCP_CATEGORIES. */
  allCategories?: boolean;
  /** Where pack modules are resolved from (tests load fixture packs). */
  packRoot?: string;
}

/** Opens a host: validates MCP_CATEGORIES against the manifest; the enabled packs load when asked for. */
export function openHost(config: Config, logger: Logger, options: HostOptions = {}): Host {
  const manifest = options.manifest ?? readPackManifest();
  const installed = manifestCategories(manifest);
  const enabled = options.allCategories ? new Set(installed) : resolveCategories(config, installed);
  const enabledPacks = manifest.packs.filter((pack) => enabled.has(pack.category));

  const container = rootContainer.createChildContainer();
  container.registerInstance(ConfigToken, config);
  container.registerInstance(LoggerToken, logger);
  container.registerSingleton(ToolRegistry);
  container.registerSingleton(PlatformClient);
  container.registerSingleton(GuildResolver);
  container.registerSingleton(AuditSink);

  const registry = container.resolve(ToolRegistry);
  const toolCategories = new Map(manifest.packs.flatMap((pack) => pack.tools.map((tool) => [tool, pack.category] as const)));
  const packs = new PackLoading(enabledPacks, registry, options.packRoot);
  const platform = container.resolve(PlatformClient);
  const services: PolicyServices = {
    config,
    registry,
    platform,
    guilds: container.resolve(GuildResolver),
    container,
    logger,
    audit: container.resolve(AuditSink),
  };
  container.registerInstance(PolicyServicesToken, services);
  // The pipeline (its steps, and the search code that suggests names) is imported behind the first answers.
  let pipeline: Promise<PolicyPipeline> | undefined;
  const policy = () =>
    (pipeline ??= import('./policy/pipeline.js').then(({ PolicyPipeline }) => {
      container.registerSingleton(PolicyPipeline);
      return container.resolve(PolicyPipeline);
    }));

  let settle!: { resolve: (host: Host) => void; reject: (error: unknown) => void };
  const loaded = new Promise<Host>((resolve, reject) => (settle = { resolve, reject }));
  loaded.catch(() => undefined); // reported by whoever waits for it
  const load = () => {
    Promise.all([packs.all(), policy()]).then(() => settle.resolve(host), settle.reject);
    return loaded;
  };
  registry.loadsWith(load, enabledPacks.map((pack) => pack.category));
  // The build's listing describes the shipped manifest and packs only.
  const fromBuild = options.manifest === undefined && options.packRoot === undefined ? precomputedToolListing() : null;
  const listing = fromBuild ? fromBuild.filter((entry) => enabled.has(entry.category)) : undefined;

  const host: Host = {
    container,
    config,
    logger,
    registry,
    platform,
    installedCategories: installed,
    enabledCategories: enabledPacks.map((pack) => pack.category),
    categoryOfTool: (name) => toolCategories.get(name),
    listing: async () => listing ?? (await load(), toolListing(registry)),
    loaded,
    load,
    toolReady: async (name) => {
      const category = toolCategories.get(name);
      if (category === undefined || !enabled.has(category)) return load();
      await packs.pack(category);
      void load(); // the rest follow in the background
      return host;
    },
    run: async (call) => {
      const [, { run }] = await Promise.all([host.toolReady(call.name), policy()]);
      return run(call);
    },
  };
  return host;
}

/** A host with every enabled pack loaded: for commands and scripts that read the whole registry at once. */
export async function createHost(config: Config, logger: Logger, options: HostOptions = {}): Promise<Host> {
  return openHost(config, logger, options).load();
}
