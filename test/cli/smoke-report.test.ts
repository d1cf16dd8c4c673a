import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { communityFixture } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { useCliIsolation } from './cli-harness.js';

vi.setConfig({ testTimeout: 120_000 });

const VIEW = 1n << 10n;
const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW }) });
const iso = useCliIsolation({ secret: () => emu.current.state.botToken });

/** At the default log level, where the session's audit records would otherwise be printed one per call. */
const smoke = (extra: Record<string, string> = {}) => iso.run(['smoke'], { ...emulatorEnv(emu.current), CHAT_MCP_LOG_LEVEL: 'info', ...extra });

describe('smoke keeps its report readable', () => {
  it('prints no audit line beside the report unless CHAT_MCP_AUDIT asks for them', async () => {
    const run = await smoke({ CHAT_MCP_AUDIT: '' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^smoke passed: read-only check/);
    expect(run.stdout).toContain('[passed] verify_identity');
    expect(`${run.stdout}${run.stderr}`).not.toContain('"audit"');
  });

  it('appends the audit records to the file CHAT_MCP_AUDIT names, and prints them on stderr when it says stderr', async () => {
    const file = join(iso.root, 'audit.jsonl');
    const toFile = await smoke({ CHAT_MCP_AUDIT: `file:${file}` });
    expect(toFile.code).toBe(0);
    const records = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { type: string; tool: string });
    expect(records.map((r) => r.tool)).toEqual(['users_get_current', 'users_list_current_user_guilds']);
    expect(toFile.stderr).not.toContain('"audit"');
    const toStderr = await smoke({ CHAT_MCP_AUDIT: 'stderr' });
    expect(toStderr.stderr.split('\n').filter((line) => line.includes('"audit"'))).toHaveLength(2);
    expect(toStderr.stdout).not.toContain('"audit"');
  });
});
