import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

describe('mcp_pipeline through an MCP session (with the events pack)', () => {
  const emu = useEmulator();
  let session: Session;
  const pipeline = async (steps: unknown[]) => session.client.callTool({ name: 'mcp_pipeline', arguments: { steps } });
  const events = () => emu.current.state.guilds.get(IDS.guild)!.events;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('chains steps, feeding earlier results into later arguments', async () => {
    const result = await pipeline([
      { id: 'list', tool: 'events_list', args: { guild_id: IDS.guild } },
      { id: 'first', tool: 'events_get', args: { guild_id: IDS.guild, event_id: '{{list.events[0].id}}', with_user_count: true }, save_as: 'event' },
      // A whole-string reference keeps its type: list.count is the number 2.
      { id: 'rsvps', tool: 'events_list_users', args: { guild_id: IDS.guild, event_id: '{{event.id}}', limit: '{{list.count}}' } },
      { tool: 'events_modify', args: { guild_id: IDS.guild, event_id: '{{event.id}}', description: '{{event.user_count}} RSVPs so far, first: {{rsvps.users.0.username}}' } },
    ]);
    const out = structured(result);
    expect(result.isError).toBeFalsy();
    expect(out.aborted).toBe(false);
    expect(out.steps.map((s: any) => [s.id, s.tool, s.status])).toEqual([
      ['list', 'events_list', 'success'],
      ['first', 'events_get', 'success'],
      ['rsvps', 'events_list_users', 'success'],
      ['step_3', 'events_modify', 'success'],
    ]);
    const first = out.steps[1].result;
    expect(first).toMatchObject({ id: out.steps[0].result.events[0].id });
    expect(out.variables).toEqual({ event: first });
    expect(out.steps[2].result.count).toBe(2);
    const expected = `${first.user_count} RSVPs so far, first: ${out.steps[2].result.users[0].username}`;
    expect(events().get(first.id)!.description).toBe(expected);
    expect(emu.current.log.find({ method: 'GET', template: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users' })[0]!.query).toMatchObject({ limit: '2' });
    expect(emu.current.log.appliedWrites().map((w) => [w.method, (w.body as any).description])).toEqual([['PATCH', expected]]);
    for (const s of out.steps) expect(s.duration_ms).toBeGreaterThanOrEqual(0);
    expect(out.total_duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('stops at the first failure and reports the remaining steps as skipped', async () => {
    const out = structured(
      await pipeline([
        { id: 'missing', tool: 'events_get', args: { guild_id: IDS.guild, event_id: IDS.missingEvent } },
        { id: 'rename', tool: 'events_modify', args: { guild_id: IDS.guild, event_id: IDS.bigEvent, name: 'never applied' } },
      ]),
    );
    expect(out.aborted).toBe(true);
    expect(out.steps[0]).toMatchObject({ id: 'missing', status: 'error', error: { code: 'PLATFORM_NOT_FOUND', retriable: false, message: expect.any(String) } });
    expect(out.steps[0]).not.toHaveProperty('result');
    expect(out.steps[1]).toMatchObject({ id: 'rename', status: 'skipped' });
    expect(emu.current.log.writes()).toEqual([]);
    expect(events().get(IDS.bigEvent)!.name).toBe('Big stage talk');
  });

  it('carries on past a failed step with continue_on_error', async () => {
    const out = structured(
      await pipeline([
        { id: 'missing', tool: 'events_get', args: { guild_id: IDS.guild, event_id: IDS.missingEvent }, continue_on_error: true },
        { id: 'list', tool: 'events_list', args: { guild_id: IDS.guild } },
        // The failed step has no result, so a reference to it fails this step (and stops the run).
        { id: 'uses_missing', tool: 'events_get', args: { guild_id: IDS.guild, event_id: '{{missing.id}}' } },
      ]),
    );
    expect(out.steps.map((s: any) => s.status)).toEqual(['error', 'success', 'error']);
    expect(out.steps[2].error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('{{missing.id}} did not resolve') });
    expect(out.aborted).toBe(true);
  });

  it('skips a step whose if is falsy and runs a negated one', async () => {
    const out = structured(
      await pipeline([
        { id: 'list', tool: 'events_list', args: { guild_id: IDS.guild } },
        { id: 'third', tool: 'events_modify', if: '{{list.events.2}}', args: { guild_id: IDS.guild, event_id: IDS.bigEvent, name: 'not run' } },
        { id: 'fallback', tool: 'events_get', if: '!{{list.events.2}}', args: { guild_id: IDS.guild, event_id: IDS.emptyEvent } },
      ]),
    );
    expect(out.steps.map((s: any) => [s.id, s.status])).toEqual([['list', 'success'], ['third', 'skipped'], ['fallback', 'success']]);
    expect(out.aborted).toBe(false);
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('runs each step through validation: bad step arguments fail that step', async () => {
    const out = structured(await pipeline([{ tool: 'events_get', args: { guild_id: IDS.guild, event_id: 'not-an-id' } }]));
    expect(out.steps[0]).toMatchObject({ status: 'error', error: { code: 'VALIDATION_ERROR' } });
    expect(emu.current.log.entries).toEqual([]);
  });

  it.each([
    ['a destructive step', [{ tool: 'events_list', args: { guild_id: IDS.guild } }, { tool: 'events_delete', args: { guild_id: IDS.guild, event_id: IDS.emptyEvent, __confirm: true } }], 'steps.1.tool'],
    ['itself', [{ tool: 'events_list', args: { guild_id: IDS.guild } }, { tool: 'mcp_pipeline', args: { steps: [] } }], 'steps.1.tool'],
    ['an unknown tool', [{ tool: 'events_list', args: { guild_id: IDS.guild } }, { tool: 'events_teleport', args: {} }], 'steps.1.tool'],
    ['a reference to a later step', [{ tool: 'events_get', args: { guild_id: IDS.guild, event_id: '{{later.id}}' } }, { id: 'later', tool: 'events_list', args: { guild_id: IDS.guild } }], 'steps.0.args'],
    ['a duplicate step id', [{ id: 'a', tool: 'events_list', args: { guild_id: IDS.guild } }, { id: 'a', tool: 'events_list', args: { guild_id: IDS.guild } }], 'steps.1.id'],
    ['a malformed condition', [{ tool: 'events_list', if: 'true', args: { guild_id: IDS.guild } }], 'steps.0.if'],
  ])('refuses %s before running any step, with zero platform calls', async (_label, steps, field) => {
    const result = await pipeline(steps);
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
    expect(emu.current.log.entries).toEqual([]);
    expect(events().has(IDS.emptyEvent)).toBe(true);
  });

  it('refuses more than 20 steps', async () => {
    const steps = Array.from({ length: 21 }, () => ({ tool: 'events_list', args: { guild_id: IDS.guild } }));
    expect(structured(await pipeline(steps)).code).toBe('VALIDATION_ERROR');
  });
});

describe('mcp_pipeline steps keep the allowlist', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('a step outside ALLOWED_GUILDS fails with GUILD_NOT_ALLOWED before reaching Discord', async () => {
    const result = await session.client.callTool({
      name: 'mcp_pipeline',
      arguments: { steps: [{ tool: 'events_list', args: { guild_id: IDS.guild } }, { tool: 'events_list', args: { guild_id: IDS.foreignGuild } }] },
    });
    const out = structured(result);
    expect(out.steps.map((s: any) => s.status)).toEqual(['success', 'error']);
    expect(out.steps[1].error).toMatchObject({ code: 'GUILD_NOT_ALLOWED', retriable: false });
    expect(emu.current.log.find({ path: `/guilds/${IDS.foreignGuild}/scheduled-events` })).toEqual([]);
  });
});

describe('mcp_pipeline under MCP_WRITE_MODE=preview', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { MCP_WRITE_MODE: 'preview' }));
  });
  afterAll(() => session?.close());

  it('writes nothing: the read step runs, the write step is previewed, and every step is reported', async () => {
    const result = await session.client.callTool({
      name: 'mcp_pipeline',
      arguments: { steps: [{ tool: 'events_list', args: { guild_id: IDS.guild } }, { tool: 'events_modify', args: { guild_id: IDS.guild, event_id: IDS.bigEvent, name: 'x' } }] },
    });
    const steps = structured(result).steps as { tool: string; status: string; error?: { code: string } }[];
    expect(steps.map((s) => [s.tool, s.status])).toEqual([
      ['events_list', 'success'],
      ['events_modify', 'error'],
    ]);
    expect(steps[1]!.error!.code).toBe('WRITE_PREVIEW');
    expect(emu.current.log.writes()).toEqual([]);
    expect(emu.current.state.guilds.get(IDS.guild)!.events.get(IDS.bigEvent)!.name).toBe('Big stage talk');
  });
});
