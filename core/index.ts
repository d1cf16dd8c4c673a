/** The tool-author API: everything a pack imports from the core. */
// tsyringe needs the Reflect metadata polyfill before any decorated class loads; this module loads both, so importing
// the library first (`chat-mcp/core`) works without the caller knowing that.
export { inject, injectable } from './dependency-injection.js';
export { tool } from './tools/tool-decorator.js';
export { definePack, type ToolPack } from './tools/pack.js';
export type { ToolContext, ToolHandler, ToolDeclaration, Risk, GuildScope, ToolArgs, ToolReturn, ToolOutput } from './tools/contract.js';
export { snowflake, auditReason, pageLimit, isoTimestamp, imageDataUri, SNOWFLAKE_PATTERN } from './tools/schemas.js';
export { ToolError } from './policy/tool-error.js';
export type { PlatformFile, PlatformRequest, PlatformRequester } from './platform/platform-requester.js';
export { clientOf } from './platform/platform-requester.js';
export { PlatformError } from './platform/platform-error.js';
export { AuditLogEvent, Locale, RouteBases, Routes } from './platform/discord-routes.js';
export { ConfigToken, LoggerToken } from './tokens.js';
export type { Config } from './config/config.js';
// What packs with more than single tools need (the blueprint's journal and state files, mcp_pipeline's view of
// the pipeline and registry, the Components V2 templates). Packs import core only through this file (lint rule).
export { recordActivityWithoutBlocking, type JournalOutcome, type JournalStage, type JournalStatus } from './journal/index.js';
export type { PlatformRoute } from './tools/contract.js';
export { configFolder } from './paths/config-folder.js';
export { ensurePrivateFolder, writeFileAtomic } from './paths/atomic-write.js';
export { PolicyPipeline } from './policy/pipeline.js';
export { errorBodyOf } from './policy/tool-call.js';
export { ToolRegistry } from './tools/registry.js';
export { COMPONENTS_V2_TEMPLATE_NAMES, componentsV2Template } from './resources/components-v2-templates.js';
export { metrics, type MetricsPort } from './metrics/metrics-port.js';
// The one tokeniser and stemmer of every text matcher (search, the intelligence analyses, the template recommender,
// the blueprint matcher).
export { stem, wordsOf } from './search/words.js';
