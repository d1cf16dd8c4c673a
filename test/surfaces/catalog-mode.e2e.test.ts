import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { CLI, spawnedSession, structured, text, type Session } from '../helpers/mcp-session.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('catalog mode (chat-mcp catalog)', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    // Credentials and a reachable API are present on purpose: catalog mode must ignore both.
    session = await spawnedSession({ CHAT_TOKEN: emu.current.state.botToken, CHAT_API_BASE_URL: emu.current.url, MCP_CATEGORIES: 'events' }, ['catalog']);
  });
  afterAll(() => session?.close());

  it('lists every contract regardless of MCP_CATEGORIES, and the six resources', async () => {
    const { tools } = await session.client.listTools();
    expect(tools).toHaveLength(SHIPPED_TOOL_COUNT);
    const { resources } = await session.client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(
      ['announcement', 'event_spotlight', 'incident_status', 'poll_results', 'release_notes', 'welcome_card'].map((n) => `chat://components-v2/templates/${n}`),
    );
  });

  it('refuses a listed tool call with CATALOG_ONLY before validation, with zero platform requests', async () => {
    const valid = await session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent } });
    const invalid = await session.client.callTool({ name: 'events_list_users', arguments: { limit: 0 } });
    for (const result of [valid, invalid]) {
      expect(result.isError).toBe(true);
      expect(structured(result).code).toBe('CATALOG_ONLY');
    }
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('treats tool names that are JavaScript object keys like any unknown name', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const result = await session.client.callTool({ name, arguments: {} });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(new RegExp(`^Error CATALOG_ONLY: ${name}: `));
      expect(text(result)).not.toMatch(/native code/);
    }
  });

  it('refuses an unknown tool with CATALOG_ONLY too', async () => {
    const result = await session.client.callTool({ name: 'definitely_not_a_tool', arguments: {} });
    expect(structured(result).code).toBe('CATALOG_ONLY');
  });
});

// Independent cold starts of the CLI: concurrent, so both cores work while each process boots.
describe.concurrent('catalog --check', () => {
  it('passes with one JSON envelope line carrying the catalog-check.v1 result', async () => {
    const r = await run(['catalog', '--check', '--json']);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const env = JSON.parse(lines[0]!);
    expect(env).toMatchObject({ ok: true, exitCode: 0, errors: [], warnings: [] });
    expect(env.data).toEqual({
      schema_version: 'chat-mcp.catalog-check.v1',
      tool_count: SHIPPED_TOOL_COUNT,
      resource_count: 6,
      execution_guard: 'CATALOG_ONLY',
      credentials_required: false,
      platform_execution: 'disabled',
      activity_evidence_created: false,
    });
    expect(r.code).toBe(0);
  });

  it('prints a readable report without --json', async () => {
    const r = await run(['catalog', '--check']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`catalog check passed: ${SHIPPED_TOOL_COUNT} tools, 6 resources`);
  });

  it('rejects --json without --check with exit 2', async () => {
    const r = await run(['catalog', '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/--json is only valid with catalog --check/);
  });

  it('needs no token and writes nothing to the config folder', async () => {
    const { mkdtempSync, readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const home = mkdtempSync(join(tmpdir(), 'chat-mcp-catalog-'));
    const r = await run(['catalog', '--check', '--json'], { HOME: home, XDG_CONFIG_HOME: join(home, '.config') });
    expect(JSON.parse(r.stdout).data.tool_count).toBe(SHIPPED_TOOL_COUNT);
    expect(readdirSync(home)).toEqual([]);
  });
});
