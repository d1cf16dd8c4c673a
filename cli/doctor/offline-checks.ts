import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { envSchema } from '../../core/config/env-schema.js';
import type { Profile } from '../../core/profiles/profile.js';
import { manifestCategories, readPackManifest } from '../../core/tools/pack-manifest.js';
import { tracingRequested } from '../../core/tracing/tracing.js';
import { fail, ok, skip, warn, type DoctorCheck } from './doctor-check.js';
import { scaleChecks } from './scale-checks.js';

const MIN_NODE = [20, 19, 0] as const;
/**
 * Discord bot tokens are three base64url parts joined by dots (the bot id, a timestamp, a signature). Anything else
 * cannot authenticate a bot, so it is a failure; whether Discord accepts a well-shaped token only `--online` shows.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$/;
/** Hosts that pass only the first 40 tools (host limits in the README). */
const CAPPED_CLIENTS = new Set(['delta-cli', 'delta-editor']);

export function nodeVersionCheck(version: string = process.versions.node): DoctorCheck {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((parts[i] ?? 0) !== MIN_NODE[i]) {
      return (parts[i] ?? 0) > MIN_NODE[i]! ? ok('node_version', `Node ${version}`) : fail('node_version', `Node ${version} is older than the required ${MIN_NODE.join('.')}`);
    }
  }
  return ok('node_version', `Node ${version}`);
}

/** Every variable the server reads, each parsed by the same schema `serve` uses; every problem is listed. */
export function environmentChecks(env: NodeJS.ProcessEnv): DoctorCheck[] {
  const present: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) if (env[key] !== undefined && env[key] !== '') present[key] = env[key]!;
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return [ok('environment', `${Object.keys(present).length} chat-mcp variable(s) set, all valid`)];
  return parsed.error.issues.map((issue) => fail('environment', `${String(issue.path[0] ?? 'environment')}: ${issue.message}`));
}

export function tokenCheck(env: NodeJS.ProcessEnv): DoctorCheck {
  const raw = env.CHAT_TOKEN?.trim();
  if (!raw) return fail('token', 'CHAT_TOKEN is not set: serve cannot start without the bot token');
  const token = raw.replace(/^Bot\s+/i, '');
  if (/\s/.test(token) || !token) return fail('token', 'CHAT_TOKEN is malformed (empty or contains spaces)');
  if (env.CHAT_MCP_ACCESS_TOKEN && env.CHAT_MCP_ACCESS_TOKEN.trim() === token) {
    return fail('token', 'CHAT_MCP_ACCESS_TOKEN equals the bot token: they must be different secrets');
  }
  if (!TOKEN_SHAPE.test(token)) {
    return fail('token', 'CHAT_TOKEN cannot be a bot token (a bot token is three dot-separated parts): copy it again from the Developer Portal, Bot page');
  }
  return ok('token', 'CHAT_TOKEN is set and shaped like a bot token (doctor --online checks that Discord accepts it)');
}

export function categoriesCheck(env: NodeJS.ProcessEnv): DoctorCheck {
  const installed = manifestCategories(readPackManifest());
  const wanted = (env.MCP_CATEGORIES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!wanted.length) return ok('categories', `all ${installed.length} categories enabled`);
  const unknown = wanted.filter((c) => !installed.includes(c));
  if (unknown.length) return fail('categories', `MCP_CATEGORIES names unknown categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')}`);
  return ok('categories', `${wanted.length} of ${installed.length} categories enabled`);
}

/** CHAT_MCP_AUDIT=file:<path> must be appendable; the path itself is not echoed. */
export function auditSinkCheck(env: NodeJS.ProcessEnv): DoctorCheck {
  const setting = env.CHAT_MCP_AUDIT?.trim() || 'stderr';
  if (setting === 'off') return warn('audit_sink', 'audit events are switched off (CHAT_MCP_AUDIT=off)');
  if (!setting.startsWith('file:')) return ok('audit_sink', `audit events go to ${setting}`);
  const path = setting.slice('file:'.length);
  try {
    accessSync(existsSync(path) ? path : dirname(path), constants.W_OK);
    return ok('audit_sink', 'the audit file is writable');
  } catch {
    return fail('audit_sink', 'the CHAT_MCP_AUDIT file cannot be written (missing folder or no permission)');
  }
}

/** OTEL_* configuration: whether export is requested and whether the optional SDK is installed. */
export async function tracingCheck(env: NodeJS.ProcessEnv): Promise<DoctorCheck> {
  if (!tracingRequested(env)) return ok('tracing', 'tracing export is not requested (no OTEL_* exporter variables)');
  try {
    const sdkModule = '@opentelemetry/sdk-node';
    await import(sdkModule);
    return ok('tracing', 'tracing export is requested and the OpenTelemetry SDK is installed');
  } catch {
    return warn('tracing', 'OTEL_* variables request tracing, but @opentelemetry/sdk-node is not installed: spans will not be exported');
  }
}

export function profileCheck(name: string | undefined, loaded: Profile | undefined, problem: string | undefined): DoctorCheck[] {
  if (!name) return [skip('profile', 'no --profile given')];
  if (!loaded) return [fail('profile', problem ?? `profile ${name} could not be read`)];
  const checks = [ok('profile', `profile ${name}: bot ${loaded.bot.username}, ${loaded.allowed_guilds.length} guild(s), client ${loaded.client}`)];
  if (CAPPED_CLIENTS.has(loaded.client) && loaded.tool_surface === 'full') {
    checks.push(warn('tool_surface', `${loaded.client} passes only the first 40 tools: use --tool-surface progressive`));
  }
  return checks;
}

export async function offlineChecks(env: NodeJS.ProcessEnv, profile: { name?: string; loaded?: Profile; problem?: string }): Promise<DoctorCheck[]> {
  return [
    nodeVersionCheck(),
    ...profileCheck(profile.name, profile.loaded, profile.problem),
    tokenCheck(env),
    ...environmentChecks(env),
    categoriesCheck(env),
    auditSinkCheck(env),
    await tracingCheck(env),
    ...scaleChecks(env),
  ];
}
