import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { AuditSink } from './audit/audit-sink.js';
import { resolveCategories, type Config } from './config/config.js';
import type { Logger } from './logging/logger.js';
import { GuildResolver } from './platform/guild-resolver.js';
import { PlatformClient } from './platform/platform-client.js';
import { PolicyPipeline } from './policy/pipeline.js';
import type { PolicyServices } from './policy/policy-services.js';
import { ConfigToken, LoggerToken, PolicyServicesToken } from './tokens.js';
import { loadPacks } from './tools/pack-loader.js';
import { manifestCategories, readPackManifest, type PackManifest } from './tools/pack-manifest.js';
import { ToolRegistry } from './tools/registry.js';

/** The core of one server process: configuration, the loaded packs and the services every surface shares. */
export interface Host {
  container: DependencyContainer;
  config: Config;
  logger: Logger;
  registry: ToolRegistry;
  pipeline: PolicyPipeline;
  platform: PlatformClient;
  /** Every category the manifest offers, and the ones loaded for this run. */
  installedCategories: string[];
  enabledCategories: string[];
  /** The category the manifest files a tool under, enabled or not (undefined for a name it does not know). */
  categoryOfTool(name: string): string | undefined;
}

export interface HostOptions {
  manifest?: PackManifest;
  /** Catalog mode lists every pack regardless of MCP_CATEGORIES. */
  allCategories?: boolean;
  /** Where pack modules are resolved from (tests load fixture packs). */
  packRoot?: string;
}

/** Builds a host: validates MCP_CATEGORIES against the manifest, then imports only the enabled packs. */
export async function createHost(config: Config, logger: Logger, options: HostOptions = {}): Promise<Host> {
  const manifest = options.manifest ?? readPackManifest();
  const installed = manifestCategories(manifest);
  const enabled = options.allCategories ? new Set(installed) : resolveCategories(config, installed);

  const container = rootContainer.createChildContainer();
  container.registerInstance(ConfigToken, config);
  container.registerInstance(LoggerToken, logger);
  container.registerSingleton(ToolRegistry);
  container.registerSingleton(PlatformClient);
  container.registerSingleton(GuildResolver);
  container.registerSingleton(AuditSink);

  const registry = container.resolve(ToolRegistry);
  const toolCategories = new Map(manifest.packs.flatMap((pack) => pack.tools.map((tool) => [tool, pack.category] as const)));
  const loaded = await loadPacks(manifest, enabled, registry, options.packRoot);
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
  container.registerSingleton(PolicyPipeline);

  return {
    container,
    config,
    logger,
    registry,
    pipeline: container.resolve(PolicyPipeline),
    platform,
    installedCategories: installed,
    enabledCategories: loaded,
    categoryOfTool: (name) => toolCategories.get(name),
  };
}
