import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../emulator/state/audit-log-records.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const VIEW = 1n << 10n;
const VIEW_AUDIT_LOG = 1n << 7n;
const MANAGE_GUILD = 1n << 5n;

describe('audit_log pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | VIEW_AUDIT_LOG | MANAGE_GUILD }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
    // Seeded history: two kicks by the owner, a ban by the bot, a channel update without a reason.
    const log = (actor: string, action_type: number, target_id: string | null, reason?: string) =>
      emu.current.state.auditLogs.get(IDS.guild)!.push({ id: emu.current.state.ids.next(), action_type, user_id: actor, target_id, ...(reason ? { reason } : {}) });
    emu.current.state.auditLogs.set(IDS.guild, []);
    log(IDS.owner, 20, '2000000000000001001', 'spam');
    log(IDS.owner, 20, '2000000000000001002', 'spam again');
    log(IDS.bot, 22, '2000000000000001003', 'raid');
    log(IDS.owner, 11, IDS.text);
  });
  afterAll(() => session?.close());

  it('lists entries newest first with the default page size', async () => {
    const out = structured(await call('audit_log_get', { guild_id: IDS.guild }));
    expect(out.count).toBe(4);
    expect(out.entries.map((e: any) => e.action_type)).toEqual([11, 22, 20, 20]);
    expect(out.entries[1]).toEqual({ id: expect.any(String), target_id: '2000000000000001003', user_id: IDS.bot, action_type: 22, reason: 'raid' });
    expect(out.entries[0]).not.toHaveProperty('reason');
    expect(emu.current.log.entries[0]!.query).toEqual({ limit: '50' });
  });

  it('filters by actor and action type, as query parameters', async () => {
    const out = structured(await call('audit_log_get', { guild_id: IDS.guild, user_id: IDS.owner, action_type: 20, limit: 1 }));
    expect(out.entries).toEqual([expect.objectContaining({ target_id: '2000000000000001002', reason: 'spam again' })]);
    expect(emu.current.log.entries[0]!.query).toEqual({ limit: '1', user_id: IDS.owner, action_type: '20' });
  });

  it('shows the entry a write through this server produced, with its reason', async () => {
    await call('guild_modify', { guild_id: IDS.guild, name: 'Audited Guild', audit_reason: 'naming vote' });
    const out = structured(await call('audit_log_get', { guild_id: IDS.guild, action_type: 1 }));
    expect(out.entries).toEqual([expect.objectContaining({ user_id: IDS.bot, target_id: IDS.guild, action_type: 1, reason: 'naming vote' })]);
  });

  it('the exported helper appends entries other routes can write', () => {
    const entry = recordAudit(emu.current.state, IDS.guild, { action_type: 72, target_id: IDS.owner, reason: null });
    expect(entry).toEqual({ id: expect.any(String), action_type: 72, user_id: IDS.bot, target_id: IDS.owner });
    expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toBe(entry);
  });

  it.each([
    ['an action type above 200', { action_type: 201 }],
    ['a limit above 100', { limit: 101 }],
    ['a non-snowflake actor', { user_id: 'owner' }],
  ])('rejects %s before any request', async (_label, extra) => {
    expect(structured(await call('audit_log_get', { guild_id: IDS.guild, ...extra })).code).toBe('VALIDATION_ERROR');
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('maps a missing guild to 404 / 10004', async () => {
    expect(structured(await call('audit_log_get', { guild_id: IDS.missingGuild }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10004 });
  });
});

describe('audit_log pack without View Audit Log', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW }) });
  let session: Session;
  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('maps the refusal to 403 / 50013 with a hint', async () => {
    const out = structured(await session.client.callTool({ name: 'audit_log_get', arguments: { guild_id: IDS.guild } }));
    expect(out).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(out.recovery_hint).toMatch(/permission/i);
  });
});
