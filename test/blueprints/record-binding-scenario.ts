import { expect } from 'vitest';
import { BP, STUDY_REQUEST } from './blueprint-fixture.js';

/**
 * Issue 33, finding 1, for either state backend: someone who can write to the store (but does not hold its key)
 * copies plan X's sealed records under plan Y's place. Every copy must read as tampered, nothing may be applied
 * because of it, and once the copy is removed Y applies normally.
 */
export interface BindingWorld {
  /** One MCP tool call through a real session; resolves with the structured result. */
  call(name: string, args: Record<string, unknown>): Promise<Record<string, any>>;
  /** Copies the raw stored text of X's record to Y's place, as an attacker with write access to the store would. */
  copyRecord(kind: 'applied' | 'checkpoints', fromHex: string, toHex: string): Promise<void>;
  removeRecord(kind: 'applied' | 'checkpoints', hex: string): Promise<void>;
  /** Writes Discord received so far (any method but GET). */
  writes(): Promise<number>;
  /** How the backend names a record's place in a recovery hint (a Redis key, a file path). */
  placeHint(kind: 'applied' | 'checkpoints', hex: string): string;
}

const hexOf = (digest: string) => digest.slice('sha256:'.length);

export async function copiedRecordsReadAsTampered(world: BindingWorld, guildX: string, guildY: string): Promise<{ x: Record<string, any>; y: Record<string, any> }> {
  const plan = async (guild: string) => {
    const out = await world.call('guild_blueprint_plan', { guild_id: guild, expected_bot_id: BP.bot, request: STUDY_REQUEST });
    expect(out.status).toBe('ready');
    return out;
  };
  const apply = (guild: string, p: Record<string, any>) =>
    world.call('guild_blueprint_apply', { guild_id: guild, expected_bot_id: BP.bot, plan_ref: p.plan_ref, approval_id: p.approval_id, __confirm: true, operation_budget: 50 });
  const evidence = (guild: string, p: Record<string, any>) => world.call('guild_blueprint_evidence', { guild_id: guild, expected_bot_id: BP.bot, plan_id: p.plan_id });

  const x = await plan(guildX);
  const appliedX = await apply(guildX, x);
  expect(appliedX.status).toBe('complete');
  const y = await plan(guildY);
  // The two plans share operation ids (same blueprint), which is what made X's checkpoint usable for Y.
  expect(y.operations.map((o: any) => o.operation_id)).toEqual(expect.arrayContaining(x.operations.slice(0, 5).map((o: any) => o.operation_id)));
  const [xHex, yHex] = [hexOf(x.plan_id), hexOf(y.plan_id)];
  const before = await world.writes();

  // X's apply record under Y's place: neither "verified" for Y nor "approval used".
  await world.copyRecord('applied', xHex, yHex);
  // Asked for Y in X's guild (the guild the copied record names) or in Y's own: tampered either way.
  for (const guild of [guildX, guildY]) {
    const proof = await world.call('guild_blueprint_evidence', { guild_id: guild, expected_bot_id: BP.bot, plan_id: y.plan_id });
    expect(proof.status).toBe('blocked');
    expect(proof.record).toBeNull();
    expect(proof.verification.blockers[0]).toMatchObject({ code: 'EVIDENCE_TAMPERED', message: expect.stringMatching(/copied here/) });
  }
  const usedApply = await apply(guildY, y);
  expect(usedApply.status).toBe('blocked');
  expect(usedApply.next_action).toBe('fix_configuration');
  expect(usedApply.blockers[0]).toMatchObject({ code: 'APPLY_RECORD_TAMPERED', message: expect.stringMatching(/copied here/) });
  expect(usedApply.blockers[0].recovery_hint).toContain(world.placeHint('applied', yHex));
  await world.removeRecord('applied', yHex);

  // X's checkpoint under Y's place: Y's apply refuses before anything, rather than skipping X's operations.
  await world.copyRecord('checkpoints', xHex, yHex);
  const resumed = await apply(guildY, y);
  expect(resumed.status).toBe('blocked');
  expect(resumed.blockers[0]).toMatchObject({ code: 'CHECKPOINT_TAMPERED', message: expect.stringMatching(/copied here/) });
  expect(resumed.blockers[0].recovery_hint).toContain(world.placeHint('checkpoints', yHex));
  expect(resumed.progress.completed_total).toBe(0);
  expect(resumed.attempts).toEqual([]);
  expect(await world.writes()).toBe(before);

  // The copy removed, as the hint says: Y applies in full with its own bindings and proves itself.
  await world.removeRecord('checkpoints', yHex);
  const done = await apply(guildY, y);
  expect(done.status).toBe('complete');
  expect(done.progress.completed_total).toBe(y.operations.length);
  expect(done.progress.remaining).toBe(0);
  // What Y created is its own, not X's roles and channels.
  const created = (bindings: Record<string, string>) => Object.entries(bindings).filter(([key]) => /^(role|category|channel|automod):/.test(key)).map(([, id]) => id);
  const idsOfX = new Set(created(appliedX.evidence.bindings));
  expect(created(done.evidence.bindings).filter((id) => idsOfX.has(id))).toEqual([]);
  const proven = await evidence(guildY, y);
  expect(proven.status).toBe('verified');
  expect(proven.record.plan_id).toBe(y.plan_id);
  return { x, y };
}
