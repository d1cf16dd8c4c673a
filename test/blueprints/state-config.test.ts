import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from '../../core/config/config.js';
import { blueprintState } from '../../packs/guild/blueprint/blueprint-store.js';
import { CLI } from '../helpers/mcp-session.js';

const KEY = 'a-shared-blueprint-state-key-of-40-chars!';

describe('blueprint state selection', () => {
  it('keeps the local folder by default and selects Redis with CHAT_MCP_STATE_URL (connecting only on first use)', () => {
    expect(blueprintState(buildConfig({ CHAT_MCP_STATE_DIR: mkdtempSync(join(tmpdir(), 'chat-mcp-state-')) })).backend).toBe('folder');
    // Nothing listens on port 1: selecting the backend must not touch the network.
    expect(blueprintState(buildConfig({ CHAT_MCP_STATE_URL: 'redis://127.0.0.1:1/0', CHAT_MCP_STATE_KEY: KEY })).backend).toBe('redis');
  });

  it('refuses Redis without the shared key, a short key and a non-Redis URL, naming the variable', () => {
    expect(() => buildConfig({ CHAT_MCP_STATE_URL: 'redis://127.0.0.1:6379/0' })).toThrow(new ConfigError('CHAT_MCP_STATE_KEY: is required with CHAT_MCP_STATE_URL: the same secret on every replica (e.g. openssl rand -hex 32)'));
    expect(() => buildConfig({ CHAT_MCP_STATE_URL: 'redis://127.0.0.1:6379/0', CHAT_MCP_STATE_KEY: 'short' })).toThrow(/^CHAT_MCP_STATE_KEY: must be at least 32 characters/);
    expect(() => buildConfig({ CHAT_MCP_STATE_URL: 'http://127.0.0.1:6379', CHAT_MCP_STATE_KEY: KEY })).toThrow(/^CHAT_MCP_STATE_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('serve refuses to start with Redis but no key, and prints neither the URL password nor anything on stdout', () => {
    const run = spawnSync(process.execPath, [CLI, 'serve'], {
      env: { PATH: process.env.PATH ?? '', CHAT_TOKEN: 'x.y.z', CHAT_MCP_STATE_URL: 'redis://:pw-hunter2@127.0.0.1:6379/0', CHAT_MCP_AUDIT: 'off', CHAT_MCP_ACTIVITY: 'off', HOME: tmpdir() },
      input: '',
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CHAT_MCP_STATE_KEY: is required with CHAT_MCP_STATE_URL');
    expect(run.stderr + run.stdout).not.toContain('pw-hunter2');
    expect(run.stdout).toBe('');
  });
});
