import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../dist/emulator/emulator.js';
import { sandboxCommunity } from '../../dist/emulator/seed/sandbox-community.js';

/** The sandbox community's guild and its first scheduled event (8 RSVPs): the target of every events_list_users call. */
export const TARGET = { guild_id: '1100000000000000001', event_id: '1100000000000000501' };

/**
 * The emulator on 127.0.0.1 for benchmarks. Request validation against the OpenAPI description is off and the
 * per-route buckets are effectively unlimited: both would measure the emulator, not chat-mcp. The request log is
 * emptied as it grows so a long run does not turn into a memory benchmark of the emulator.
 */
export async function startBenchEmulator() {
  const emulator = await startEmulator({ seed: sandboxCommunity, host: '127.0.0.1', validate: false, rateLimits: { bucketLimit: 1e9, globalPerSecond: 0 } });
  const trim = setInterval(() => emulator.log.clear(), 1_000);
  trim.unref();
  const home = mkdtempSync(join(tmpdir(), 'chat-mcp-bench-'));
  return {
    emulator,
    url: emulator.url,
    /**
     * The environment a server needs for this emulator. HOME and XDG_CONFIG_HOME point at a throw-away folder and
     * the journal is off, so a bench run never touches the operator's profiles or activity journal.
     */
    env(extra = {}) {
      return {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        CHAT_API_BASE_URL: emulator.url,
        CHAT_TOKEN: `Bot ${emulator.state.botToken}`,
        CHAT_MCP_LOG_LEVEL: 'warn',
        CHAT_MCP_ACTIVITY: 'off',
        ...extra,
      };
    },
    async close() {
      clearInterval(trim);
      await emulator.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
