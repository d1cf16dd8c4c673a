import * as z from 'zod';
import { envSchema, type EnvConfig } from './env-schema.js';

export type Config = EnvConfig & {
  /** True when the platform is the in-process sandbox emulator. */
  sandbox: boolean;
  /** True in `chat-mcp catalog`: contracts only, every call refused. */
  catalogOnly: boolean;
  /** Where MCP_WRITE_MODE came from when not the environment (a profile), and how to change it there. */
  writeModeOrigin?: WriteModeOrigin;
};

/** The source of the write mode and the exact step that changes it, as a WRITE_PREVIEW error tells them. */
export interface WriteModeOrigin {
  source: string;
  fix: string;
}

/** A configuration problem: its message is one line that names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Treats empty strings as unset, the way shells and client configs often pass them. */
function presentVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys = Object.keys(envSchema.shape);
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

export function parseEnv(env: NodeJS.ProcessEnv): EnvConfig {
  const parsed = envSchema.safeParse(presentVariables(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`${variable}: ${issue.message}`);
  }
  return parsed.data;
}

export function buildConfig(env: NodeJS.ProcessEnv, mode: { sandbox?: boolean; catalogOnly?: boolean; writeModeOrigin?: WriteModeOrigin } = {}): Config {
  return {
    ...parseEnv(env),
    sandbox: mode.sandbox ?? false,
    catalogOnly: mode.catalogOnly ?? false,
    ...(mode.writeModeOrigin ? { writeModeOrigin: mode.writeModeOrigin } : {}),
  };
}

/** The environment's own write-mode origin: the variable, changed where the server's environment is set. */
export const ENVIRONMENT_WRITE_MODE: WriteModeOrigin = {
  source: 'MCP_WRITE_MODE=preview in the server environment',
  fix: "set MCP_WRITE_MODE=allow (or remove it) where the server's environment is set (the env block of the client config), then restart the client",
};

/** Categories to enable: MCP_CATEGORIES when set (each must exist), else all installed ones. */
export function resolveCategories(config: Pick<Config, 'MCP_CATEGORIES'>, installed: readonly string[]): Set<string> {
  if (!config.MCP_CATEGORIES) return new Set(installed);
  const unknown = config.MCP_CATEGORIES.filter((c) => !installed.includes(c));
  if (unknown.length) {
    throw new ConfigError(
      `MCP_CATEGORIES: unknown categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')}; valid: ${installed.join(', ')}`,
    );
  }
  return new Set(config.MCP_CATEGORIES);
}

export { z };
