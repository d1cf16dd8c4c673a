import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { envelopeOf, GUILD_A, OPERATOR_BOT, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation, type CliRun } from './cli-harness.js';


// Every test spawns the built CLI several times; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });
const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });

function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return iso.run(args, env);
}

describe('profile', () => {
  it('lists, shows and removes profiles; remove needs --yes without a terminal', async () => {
    const env = platformEnv(emulator.current.url);
    expect((await cli(['setup', '--profile', 'alpha', '--client', 'alpha-code', '--json'], env)).code).toBe(0);
    expect((await cli(['setup', '--profile', 'beta.two', '--client', 'beta-cli', '--tool-surface', 'full', '--json'], env)).code).toBe(0);

    const list = envelopeOf(await cli(['profile', 'list', '--json'], env));
    expect(list.data.profiles).toEqual([
      expect.objectContaining({ name: 'alpha', bot: { id: OPERATOR_BOT, username: 'operator-bot' }, guild_count: 1, client: 'alpha-code', tool_surface: 'progressive' }),
      expect.objectContaining({ name: 'beta.two', guild_count: 1, client: 'beta-cli', tool_surface: 'full' }),
    ]);

    const show = envelopeOf(await cli(['profile', 'show', 'alpha', '--json'], env));
    expect(show.data.profile).toMatchObject({ schema: 'chat-mcp.profile.v1', credential: 'env:CHAT_TOKEN', allowed_guilds: [GUILD_A] });
    const human = await cli(['profile', 'show', 'alpha'], env);
    expect(human.stdout).toMatch(/credential: env:CHAT_TOKEN/);

    const refused = envelopeOf(await cli(['profile', 'remove', 'alpha', '--json']));
    expect(refused.exitCode).toBe(2);
    expect(refused.errors[0]).toMatch(/--yes/);
    expect(existsSync(join(iso.configFolder, 'profiles', 'alpha.json'))).toBe(true);

    const removed = envelopeOf(await cli(['profile', 'remove', 'alpha', '--yes', '--json']));
    expect(removed.exitCode).toBe(0);
    expect(removed.details.join(' ')).toMatch(/not revoked/);
    expect(existsSync(join(iso.configFolder, 'profiles', 'alpha.json'))).toBe(false);
    expect(existsSync(join(iso.configFolder, 'profiles', 'beta.two.json'))).toBe(true);
    // The platform was asked nothing by remove: the token is untouched.
    expect(emulator.current.log.entries.filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it('reports missing and malformed profiles, and refuses path tricks', async () => {
    const missing = envelopeOf(await cli(['profile', 'show', 'ghost', '--json']));
    expect(missing.exitCode).toBe(2);
    expect((await cli(['profile', 'remove', 'ghost', '--yes', '--json'])).code).toBe(2);
    const names = ['../etc', '..', '.secret', 'a/b', 'UPPER'];
    const tricks = await Promise.all(names.map((name) => cli(['profile', name === 'a/b' ? 'remove' : 'show', name, '--yes'].filter((a) => a !== '--yes' || name === 'a/b'))));
    for (const [i, run] of tricks.entries()) {
      expect(run.code, names[i]).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    const folder = join(iso.configFolder, 'profiles');
    expect((await cli(['profile', 'list', '--json'])).stdout).toMatch(/"profiles":\[\]/);
    await cli(['setup', '--profile', 'broken', '--json'], platformEnv(emulator.current.url));
    writeFileSync(join(folder, 'broken.json'), '{"schema":"chat-mcp.profile.v1"}');
    const list = envelopeOf(await cli(['profile', 'list', '--json']));
    expect(list.exitCode).toBe(1);
    expect(list.warnings[0]).toMatch(/profile broken is invalid/);
    expect(envelopeOf(await cli(['profile', 'show', 'broken', '--json'])).exitCode).toBe(2);
    expect(readFileSync(join(folder, 'broken.json'), 'utf8')).toContain('chat-mcp.profile.v1');
  });
});
