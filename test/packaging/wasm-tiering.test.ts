import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { CLI, emulatorEnv } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, legacyBody, MCP_POST_HEADERS } from '../http/spawn-http-server.js';

// V8's --trace-wasm-compilation-times writes one line per compiled WASM function to stdout (hence HTTP serving).
const OPTIMISED = /Compiled function \S+ using TurboFan/;
const BASELINE = /Compiled function \S+ using Liftoff/;
const CALLS = 12;

/** undici as @discordjs/rest loads it: the copy whose WASM parser reads Discord's answers. */
const libraryUndici = createRequire(createRequire(import.meta.url).resolve('@discordjs/rest')).resolve('undici');

function run(args: string[], env: Record<string, string>): { child: ReturnType<typeof spawn>; stdout: () => string; stderr: () => string } {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return { child, stdout: () => stdout, stderr: () => stderr };
}

describe("undici's WASM parser keeps V8's baseline code (cli/main.ts: about 20 MB of peak RSS, bench/README.md)", () => {
  const emu = useEmulator();

  it('with Node defaults, a dozen answers are enough for V8 to optimise the parser (the check below can fail)', async () => {
    const script = `const { request } = require(${JSON.stringify(libraryUndici)});
      (async () => { for (let i = 0; i < ${CALLS}; i++) await (await request(process.argv[1] + '/api/v10/gateway')).body.text();
      setTimeout(() => process.exit(0), 400); })();`;
    const control = run(['--trace-wasm-compilation-times', '-e', script, emu.current.url], {});
    await new Promise((resolve) => control.child.once('exit', resolve));
    expect(control.stdout()).toMatch(BASELINE);
    expect(control.stdout()).toMatch(OPTIMISED);
  });

  it('serve parses the same number of platform answers without ever optimising the parser', async () => {
    const served = run(['--trace-wasm-compilation-times', CLI, 'serve', '--http', '--port', '0'], {
      ...emulatorEnv(emu.current),
      CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN,
      CHAT_MCP_ACTIVITY: 'off',
    });
    try {
      await expect.poll(() => served.stderr(), { timeout: 20_000 }).toMatch(/listening on (\S+)/);
      const url = /listening on (\S+)/.exec(served.stderr())![1]!;
      for (let i = 0; i < CALLS; i++) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { ...MCP_POST_HEADERS, ...bearer(), 'mcp-protocol-version': '2025-06-18' },
          body: legacyBody('tools/call', { name: 'events_list', arguments: { guild_id: IDS.guild } }, i),
        });
        expect(await res.text()).toContain('"structuredContent":{"events":[');
      }
      await new Promise((resolve) => setTimeout(resolve, 400)); // V8 optimises on background threads
      expect(served.stdout()).toMatch(BASELINE);
      expect(served.stdout()).not.toMatch(OPTIMISED);
    } finally {
      served.child.kill('SIGKILL');
    }
  });
});
