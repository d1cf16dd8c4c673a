import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConfig, ConfigError } from '../../core/config/config.js';
import { createBearerCheck } from '../../core/transports/http/bearer-check.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured } from '../helpers/mcp-session.js';
import { filesUnder, isolate, runCli, type Isolation } from '../cli/cli-harness.js';

vi.setConfig({ testTimeout: 120_000 });

describe('boundaries', () => {
  const emu = useEmulator();

  describe('profile names and --output', () => {
    let iso: Isolation;
    beforeAll(() => {
      iso = isolate();
    });
    afterAll(() => iso?.cleanup());

    it('refuses profile names that would leave the profiles folder, in every command that takes one', async () => {
      const names = ['../../etc/passwd', '/etc/passwd', '..', 'x\\..\\y'];
      const commands = (name: string) => [
        ['profile', 'show', name, '--json'],
        ['profile', 'remove', name, '--yes', '--json'],
        ['setup', '--profile', name, '--json'],
        ['doctor', '--profile', name, '--json'],
        ['serve', '--profile', name],
      ];
      const env = { ...iso.env, ...emulatorEnv(emu.current) };
      const runs = await Promise.all(names.flatMap((name) => commands(name).map(async (args) => ({ args, run: await runCli(args, env) }))));
      for (const { args, run } of runs) {
        expect(run.code, args.join(' ')).not.toBe(0);
        expect(run.stderr, args.join(' ')).toMatch(/profile name/);
      }
      // Nothing was written anywhere, inside or outside the isolated folder.
      expect(filesUnder(iso.root)).toEqual([]);
      expect(emu.current.log.writes()).toEqual([]);
    });

    it('never overwrites an existing file through --output without --force, even through .. or a symlink', async () => {
      const work = join(iso.root, 'work');
      mkdirSync(work, { recursive: true });
      const victim = join(iso.root, 'victim.json');
      writeFileSync(victim, 'keep me');
      symlinkSync(victim, join(work, 'link.json'));
      // Absolute paths only: the CLI runs in the test's working directory.
      for (const output of [join(work, 'link.json'), `${work}/../victim.json`]) {
        const run = await runCli(['init', '--client', 'generic', '--output', output, '--json'], iso.env);
        expect(run.code, output).not.toBe(0);
        expect(readFileSync(victim, 'utf8')).toBe('keep me');
      }
    });
  });

  describe('CHAT_API_BASE_URL', () => {
    it('accepts only http(s) URLs', () => {
      const base = { CHAT_TOKEN: 'x'.repeat(20) };
      for (const url of ['file:///etc/passwd', 'ftp://example.com/api', 'javascript:alert(1)', 'data:text/plain,x', 'gopher://h/', 'example.com/api', '//evil.example/api']) {
        expect(() => buildConfig({ ...base, CHAT_API_BASE_URL: url }), url).toThrow(ConfigError);
      }
      for (const url of ['http://127.0.0.1:9/api', 'https://discord.com/api']) {
        expect(buildConfig({ ...base, CHAT_API_BASE_URL: url }).CHAT_API_BASE_URL).toBe(url);
      }
    });

    describe('redirects', () => {
      let redirector: Server;
      let hits = 0;
      beforeAll(async () => {
        // Answers every request with a redirect to the emulator: another port, as another host would be.
        redirector = createServer((req, res) => {
          hits++;
          res.writeHead(307, { location: `${emu.current.url}${req.url?.replace(/^\/api/, '')}` }).end();
        });
        await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
      });
      afterAll(() => new Promise<void>((resolve) => redirector.close(() => resolve())));

      it('are not followed to another host: the call fails and the target never sees the token', async () => {
        const { port } = redirector.address() as AddressInfo;
        const session = await inMemorySession(emulatorEnv(emu.current, { CHAT_API_BASE_URL: `http://127.0.0.1:${port}/api`, CHAT_MCP_REQUEST_TIMEOUT_MS: '3000' }));
        try {
          for (const [name, args] of [
            ['events_list', { guild_id: IDS.guild }],
            ['events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, name: 'redirected' }],
          ] as const) {
            const result = await session.client.callTool({ name, arguments: args });
            expect(result.isError, name).toBe(true);
            expect(String(structured(result).code)).toMatch(/^PLATFORM_/);
          }
        } finally {
          await session.close();
        }
        expect(hits).toBeGreaterThan(0);
        expect(emu.current.log.entries).toEqual([]);
      });
    });
  });

  describe('bearer comparison', () => {
    const token = 'tK7pW2qZ9xV4mR8sL1nB6cJ3hF0dG5yA-Eu';

    it('is implemented with crypto.timingSafeEqual over fixed-length digests', () => {
      const source = readFileSync(join(import.meta.dirname, '..', '..', 'core', 'transports', 'http', 'bearer-check.ts'), 'utf8');
      expect(source).toMatch(/timingSafeEqual\(digest\(/);
      expect(source).not.toMatch(/===\s*expected|expected\s*===/);
    });

    it('refuses equal-length wrong tokens, prefixes and case changes', () => {
      const check = createBearerCheck(token);
      expect(check(`Bearer ${token}`)).toBe('ok');
      const wrong = [token.replace(/.$/, 'x'), token.replace(/^./, 'x'), token.toLowerCase(), token.slice(0, -1), `${token}x`, token.split('').reverse().join('')];
      for (const candidate of wrong) expect(check(`Bearer ${candidate}`), candidate).toBe('invalid');
      expect(check(undefined)).toBe('missing');
      expect(check(`Basic ${token}`)).toBe('invalid');
    });
  });

  it('left nothing behind on disk', () => {
    expect(existsSync(join('/', 'evil'))).toBe(false);
  });
});
