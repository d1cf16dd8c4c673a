import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SealedStore } from '../../packs/guild/blueprint/sealed-store.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, spawnedSession, structured, type Session } from '../helpers/mcp-session.js';
import { blueprintFixture, BP, STUDY_REQUEST } from './blueprint-fixture.js';
import { copiedRecordsReadAsTampered } from './record-binding-scenario.js';

/**
 * Issue 33, finding 1, on the folder backend through `chat-mcp serve` over stdio: records copied between plans'
 * places, a record sealed with the right key but naming another plan, and a record sealed by the previous version.
 * The Redis backend runs the same scenario in test/scale/record-binding.scale.ts.
 */
const emu = useEmulator({ seed: blueprintFixture() });
let session: Session;
let stateDir: string;

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'chat-mcp-binding-'));
  session = await spawnedSession(emulatorEnv(emu.current, { CHAT_MCP_STATE_DIR: stateDir, XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'chat-mcp-binding-config-')), CHAT_MCP_AUDIT: 'off' }));
});
afterAll(() => session?.close());

const call = async (name: string, args: Record<string, unknown>) => structured(await session.client.callTool({ name, arguments: args }));
const file = (kind: string, hex: string) => join(stateDir, kind, `${hex}.json`);
const hexOf = (digest: string) => digest.slice('sha256:'.length);
let plans: { x: Record<string, any>; y: Record<string, any> };

it('a record copied to another plan’s file reads as tampered: no "verified", no "approval used", nothing applied', { timeout: 120_000 }, async () => {
  plans = await copiedRecordsReadAsTampered(
    {
      call,
      copyRecord: async (kind, from, to) => copyFileSync(file(kind, from), file(kind, to)),
      removeRecord: async (kind, hex) => rmSync(file(kind, hex)),
      writes: async () => emu.current.log.writes().length,
      placeHint: (kind, hex) => file(kind, hex),
    },
    BP.guilds.lifecycle,
    BP.guilds.drift,
  );
});

it('a checkpoint sealed with the right key but naming another plan is refused by its ids, nothing applied', { timeout: 60_000 }, async () => {
  const z = await call('guild_blueprint_plan', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, request: STUDY_REQUEST });
  const store = new SealedStore(stateDir);
  const ofX = store.read<Record<string, unknown>>(BP.bot, 'checkpoints', hexOf(plans.x.plan_id));
  expect(ofX.state).toBe('ok');
  // Sealed for Z's place (as only a holder of the key, or a bug, could do), but its ids are X's.
  store.write(BP.bot, 'checkpoints', hexOf(z.plan_id), (ofX as { value: Record<string, unknown> }).value);
  const out = await call('guild_blueprint_apply', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, plan_ref: z.plan_ref, approval_id: z.approval_id, __confirm: true });
  expect(out.status).toBe('blocked');
  expect(out.blockers[0]).toMatchObject({ code: 'CHECKPOINT_TAMPERED', message: expect.stringMatching(/names another plan, bot or guild/) });
  expect(emu.current.log.writes()).toEqual([]);
  rmSync(file('checkpoints', hexOf(z.plan_id)));
});

it('a plan stored by the previous version (no place in its seal) is refused with a clear "plan again", nothing applied', { timeout: 60_000 }, async () => {
  const z = await call('guild_blueprint_plan', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, request: STUDY_REQUEST });
  const path = file('plans', hexOf(z.plan_id));
  const { value } = JSON.parse(readFileSync(path, 'utf8'));
  // The previous envelope: the MAC over the kind and the value only, under the same key.
  writeFileSync(path, JSON.stringify({ value, mac: new SealedStore(stateDir).mac('plans', value) }));
  const out = await call('guild_blueprint_apply', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, plan_ref: z.plan_ref, approval_id: z.approval_id, __confirm: true });
  expect(out.status).toBe('blocked');
  expect(out.blockers[0]).toMatchObject({ code: 'PLAN_TAMPERED', message: expect.stringMatching(/earlier chat-mcp version/), recovery_hint: expect.stringMatching(/^Plan again/) });
  expect(emu.current.log.writes()).toEqual([]);
  // Planning again stores it afresh, and then it applies.
  const again = await call('guild_blueprint_plan', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, request: STUDY_REQUEST });
  expect(again.plan_id).toBe(z.plan_id);
  const applied = await call('guild_blueprint_apply', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, plan_ref: again.plan_ref, approval_id: again.approval_id, __confirm: true, operation_budget: 50 });
  expect(applied.status).toBe('complete');
});
