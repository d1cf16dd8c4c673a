import type { DependencyContainer } from '../dependency-injection.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { PlatformRequester } from '../platform/platform-requester.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { GuildResolver } from '../platform/guild-resolver.js';
import type { AuditSink } from '../audit/audit-sink.js';

/** What the policy steps may use. Built once per process. */
export interface PolicyServices {
  config: Config;
  registry: ToolRegistry;
  platform: PlatformRequester;
  guilds: GuildResolver;
  container: DependencyContainer;
  logger: Logger;
  audit: AuditSink;
}
