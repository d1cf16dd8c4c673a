import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envelopeOf, isolate, runCli } from './cli-harness.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'migrate');
const iso = isolate();
afterAll(() => iso.cleanup());

const migrate = (args: string[]) => runCli(['migrate', ...args], iso.env);

interface ToolRow {
  source: string;
  target: string | null;
  status: string;
  confidence: string;
  reason: string;
}

describe('migrate --list', () => {
  it('lists the four adapters with their estimates, exit 0, and wins over --from', async () => {
    for (const args of [['--list', '--json'], ['--list', '--from', 'no-such-adapter', '--json']]) {
      const run = await migrate(args);
      expect(run.code).toBe(0);
      const adapters = envelopeOf(run).data.result.adapters as { id: string; tool_estimate: number | string }[];
      expect(adapters.map((a) => [a.id, a.tool_estimate])).toEqual([
        ['pasympa', 91],
        ['quadslab', 139],
        ['discord-ops', 49],
        ['hubdustry-go-mcp', 'unavailable'],
      ]);
    }
    const human = await migrate(['--list']);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('hubdustry-go-mcp');
  });
});

describe('migrate --from: exit 2 when it cannot run', () => {
  it.each([
    ['bare migrate', [], 'give --from'],
    ['an unknown adapter', ['--from', 'discordx'], 'unknown adapter "discordx"'],
    ['a folder without the server', ['--from', 'pasympa', '--source', join(FIXTURES, 'not-a-server')], 'pasympa was not detected'],
    ['another adapter’s server', ['--from', 'quadslab', '--source', join(FIXTURES, 'pasympa')], 'quadslab was not detected'],
    ['a missing folder (IO failure)', ['--from', 'pasympa', '--source', join(FIXTURES, 'does-not-exist')], 'ENOENT'],
    ['a file instead of a folder', ['--from', 'pasympa', '--source', join(FIXTURES, 'pasympa', 'package.json')], 'not a folder'],
  ])('%s', async (_what, args, message) => {
    const run = await migrate([...args, '--json']);
    expect(run.code).toBe(2);
    const result = envelopeOf(run);
    expect(result.errors.join(' ')).toContain(message);
  });

  it('needs both signals: the package name alone is not enough', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'chat-mcp-migrate-'));
    try {
      writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: '@pasympa/discord-mcp' }));
      const run = await migrate(['--from', 'pasympa', '--source', folder, '--json']);
      expect(run.code).toBe(2);
      expect(envelopeOf(run).errors.join(' ')).toContain('not detected');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('migrate --from: mapping counts per adapter fixture', () => {
  it.each([
    ['pasympa', 'pasympa', { mapped: 5, manual_review: 2, unmapped: 1 }],
    ['pasympa', 'pasympa-package', { mapped: 2, manual_review: 0, unmapped: 1 }],
    ['quadslab', 'quadslab', { mapped: 4, manual_review: 2, unmapped: 1 }],
    ['discord-ops', 'discord-ops', { mapped: 3, manual_review: 0, unmapped: 2 }],
    ['hubdustry-go-mcp', 'hubdustry-go-mcp', { mapped: 0, manual_review: 0, unmapped: 5 }],
  ])('%s on fixture %s', async (adapter, fixture, counts) => {
    const run = await migrate(['--from', adapter, '--source', join(FIXTURES, fixture), '--json']);
    expect(run.code).toBe(1);
    const result = envelopeOf(run).data.result;
    expect(result.adapter).toBe(adapter);
    expect(result.counts).toEqual(counts);
    expect(result.tool_count).toBe(counts.mapped + counts.manual_review + counts.unmapped);
    for (const tool of result.tools as ToolRow[]) {
      expect(['mapped', 'manual_review', 'unmapped']).toContain(tool.status);
      expect(['high', 'medium', 'low']).toContain(tool.confidence);
      expect(tool.reason.length).toBeGreaterThan(5);
      expect(tool.status === 'unmapped' ? tool.target : typeof tool.target).toBe(tool.status === 'unmapped' ? null : 'string');
    }
  });

  it('exits 0 when every tool maps cleanly', async () => {
    const run = await migrate(['--from', 'discord-ops', '--source', join(FIXTURES, 'discord-ops-mapped'), '--json']);
    expect(run.code).toBe(0);
    expect(envelopeOf(run).data.result.counts).toEqual({ mapped: 2, manual_review: 0, unmapped: 0 });
  });

  it('maps PaSympa tools per the source facts (timeouts, DMs, embeds, stats)', async () => {
    const run = await migrate(['--from', 'pasympa', '--source', join(FIXTURES, 'pasympa'), '--json']);
    const tools = Object.fromEntries((envelopeOf(run).data.result.tools as ToolRow[]).map((t) => [t.source, t]));
    expect(tools.discord_send_message).toMatchObject({ target: 'messages_send', status: 'mapped' });
    expect(tools.discord_get_event_subscribers).toMatchObject({ target: 'events_list_users', status: 'mapped' });
    expect(tools.discord_timeout_member).toMatchObject({ target: 'members_modify', status: 'mapped' });
    expect(tools.discord_send_dm).toMatchObject({ target: 'users_create_dm', status: 'manual_review' });
    expect(tools.discord_send_embed).toMatchObject({ status: 'manual_review' });
    expect(tools.discord_get_server_stats).toMatchObject({ target: null, status: 'unmapped' });
  });

  it('maps the configuration variables and proposes a snippet without any token value', async () => {
    const run = await migrate(['--from', 'quadslab', '--source', join(FIXTURES, 'quadslab'), '--json']);
    const result = envelopeOf(run).data.result;
    expect(result.variables).toEqual([
      expect.objectContaining({ source: 'DISCORD_GUILD_ID', target: 'ALLOWED_GUILDS', status: 'mapped' }),
      expect.objectContaining({ source: 'DISCORD_TOKEN', target: 'CHAT_TOKEN', status: 'mapped' }),
    ]);
    const snippet = JSON.parse(result.snippet.content);
    expect(snippet.mcpServers['chat-mcp'].args).toContain('serve');
    expect(snippet.mcpServers['chat-mcp'].env).toEqual({ ALLOWED_GUILDS: '<guild_id,guild_id>', CHAT_TOKEN: '<CHAT_BOT_TOKEN>' });

    const ops = envelopeOf(await migrate(['--from', 'discord-ops', '--source', join(FIXTURES, 'discord-ops'), '--json']));
    expect(ops.warnings).toEqual(['variable DISCORD_OPS_CONFIG has no chat-mcp counterpart']);
  });

  it('reads the source as text only: a fixture that would write a file when executed leaves no trace', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'chat-mcp-migrate-'));
    try {
      cpSync(join(FIXTURES, 'pasympa'), folder, { recursive: true });
      const trap = `require('node:fs').writeFileSync(${JSON.stringify(join(folder, 'EXECUTED'))}, 'x');\n`;
      writeFileSync(join(folder, 'src', 'tools', 'trap.js'), `${trap}exports.definitions = [{ name: "discord_pin_message", description: "x" }];\n`);
      writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: '@pasympa/discord-mcp', scripts: { preinstall: trap, postinstall: trap } }));
      const before = readdirSync(folder).sort();
      const run = await migrate(['--from', 'pasympa', '--source', folder, '--json']);
      expect(run.code).toBe(1);
      expect((envelopeOf(run).data.result.tools as ToolRow[]).map((t) => t.source)).toContain('discord_pin_message');
      expect(readdirSync(folder).sort()).toEqual(before);
      expect(statSync(join(folder, 'EXECUTED'), { throwIfNoEntry: false })).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('prints a readable report and the snippet without --json', async () => {
    const run = await migrate(['--from', 'hubdustry-go-mcp', '--source', join(FIXTURES, 'hubdustry-go-mcp')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('0 mapped, 0 manual review, 5 unmapped of 5 tools');
    expect(run.stdout).toContain('[unmapped] deploy_service');
    expect(run.stdout).toContain('"mcpServers"');
  });
});
