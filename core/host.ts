import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { AuditSink } from './audit/audit-sink.js';
import { resolveCategories, type Config } from './config/config.js';
import type { Logger } from './logging/logger.js';
import { GuildResolver } from './platform/guild-resolver.js';
import { PlatformClient } from './platform/platform-client.js';
import { PolicyPipeline } from './policy/pipeline.js';
import type { PolicyServices } from './policy/policy-services.js';
import { ConfigToken, LoggerToken, PolicyServicesToken } from './tokens.js';
import { manifestCategories, readPackManifest, type PackManifest } from './tools/pack-manifest.js';
import { ToolRegistry } from './tools/registry.js';
import { StagedPackLoad } from './tools/staged-pack-load.js';

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

/**
 * A host whose packs are still loading: its registry fills pack by pack. A call for one tool can run as soon as
 * that tool's pack is in (`toolReady`), through the same pipeline, while the rest load behind it.
 */
export interface StagedHost {
  /** Complete once `complete` resolves; before that, only tools of the packs loaded so far are registered. */
  host: Host;
  complete: Promise<Host>;
  /**
   * Resolves with the host once the pack that files `name` is loaded, moving that pack to the front; for a name
   * no enabled pack files (unknown, or of a disabled category), only once every pack is loaded, so the answer
   * (UNKNOWN_TOOL with the closest names) sees the whole registry.
   */
  toolReady(name: string): Promise<Host>;
  /** Pauses the packs nobody asked for while an early call runs; call the returned function when it is answered. */
  holdLoading(): () => void;
}

/** Builds a host: validates MCP_CATEGORIES against the manifest, then imports only the enabled packs. */
export async function createHost(config: Config, logger: Logger, options: HostOptions = {}): Promise<Host> {
  return startHost(config, logger, options).complete;
}

/** Like createHost, but returns at once with the packs loading behind it (see StagedHost). */
export function startHost(config: Config, logger: Logger, options: HostOptions = {}): StagedHost {
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
  const packs = new StagedPackLoad(manifest, enabled, registry, options.packRoot);
  registry.completesWith(packs.done, () => packs.hurry());
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

  const host: Host = {
    container,
    config,
    logger,
    registry,
    pipeline: container.resolve(PolicyPipeline),
    platform,
    installedCategories: installed,
    enabledCategories: manifest.packs.filter((pack) => enabled.has(pack.category)).map((pack) => pack.category),
    categoryOfTool: (name) => toolCategories.get(name),
  };
  const complete = packs.done.then(() => host);
  return {
    host,
    complete,
    toolReady: (name) => {
      const category = toolCategories.get(name);
      if (category !== undefined && enabled.has(category)) return packs.whenLoaded(category).then(() => host);
      packs.hurry();
      return complete;
    },
    holdLoading: () => packs.hold(),
  };
}
