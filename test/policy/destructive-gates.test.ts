import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { sampleArgs } from '../helpers/sample-args.js';

/**
 * Every destructive tool of the catalog, called without `__confirm` and with `dry_run: true` (even confirmed):
 * each answers with a DRY_RUN_PREVIEW and Discord receives no write at all.
 */
describe('destructive gates over every destructive tool', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_DM_CONSENT: 'allow' }));
  });
  afterAll(() => session?.close());

  it('covers the catalog\'s destructive tools', () => {
    const destructive = session.host!.registry.list().filter((t) => t.contract.risk === 'destructive');
    expect(destructive.length).toBeGreaterThanOrEqual(35);
  });

  it('previews without __confirm and with dry_run, and sends no write', async () => {
    const destructive = session.host!.registry.list().filter((t) => t.contract.risk === 'destructive');
    const outcomes: Record<string, string[]> = {};
    for (const tool of destructive) {
      const args = sampleArgs(tool.inputJsonSchema);
      for (const variant of [{ ...args }, { ...args, __confirm: true, dry_run: true }, { ...args, dry_run: true }]) {
        const result = await session.client.callTool({ name: tool.contract.name, arguments: variant });
        (outcomes[tool.contract.name] ??= []).push(String(structured(result).code));
      }
    }
    expect(emu.current.log.writes().map((w) => `${w.method} ${w.path}`)).toEqual([]);
    const notPreviewed = Object.entries(outcomes).filter(([, codes]) => codes.some((c) => c !== 'DRY_RUN_PREVIEW'));
    expect(notPreviewed).toEqual([]);
  });
});
