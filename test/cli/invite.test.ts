import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogTools } from '../../cli/support/catalog-permissions.js';
import { useEmulator } from '../helpers/emulator.js';
import { envelopeOf, OPERATOR_BOT, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation } from './cli-harness.js';

// Every test spawns the built CLI; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });
const CLIENT_ID = '1234567890123456789';

/** The URL's parts: what Discord's authorize page reads. */
function partsOf(url: string) {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://discord.com/oauth2/authorize');
  return { clientId: parsed.searchParams.get('client_id'), scopes: parsed.searchParams.get('scope')!.split(' '), bits: BigInt(parsed.searchParams.get('permissions')!) };
}

async function invite(args: string[], env: Record<string, string> = {}) {
  const run = await iso.run(['invite', ...args, '--json'], env);
  return { run, result: envelopeOf(run) };
}

describe('invite: the least-permission OAuth2 URL, through the CLI', () => {
  it('works with --client-id and no token: the bits are those events and messages declare, checked by hand', async () => {
    const { result } = await invite(['--categories', 'events,messages', '--client-id', CLIENT_ID]);
    expect(result.exitCode).toBe(0);
    const url = partsOf(result.data.invite.url);
    expect(url.clientId).toBe(CLIENT_ID);
    expect(url.scopes).toEqual(['bot']);
    const byHand = P.CreateEvents | P.ManageEvents | P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.ManageMessages | P.CreatePublicThreads | P.PinMessages;
    expect(url.bits).toBe(byHand);
    expect(url.bits).toBe(2269434949479424n);
    expect(url.bits & P.Administrator).toBe(0n);
    expect(emulator.current.log.entries).toEqual([]);
  });

  it('grants each category the union of its tools\' declared permissions, and never Administrator', async () => {
    const tools = await loadCatalogTools();
    const declared = (categories: string[]) => {
      let bits = 0n;
      for (const tool of tools.filter((t) => categories.includes(t.category)))
        for (const name of tool.permissions) {
          const bit = P[name.split('_').map((w) => w[0] + w.slice(1).toLowerCase()).join('') as keyof typeof P];
          expect(bit, name).toBeDefined();
          bits |= bit;
        }
      return bits;
    };
    const cases: [string[], bigint | undefined][] = [
      [['events'], P.CreateEvents | P.ManageEvents],
      [['roles'], P.ManageRoles],
      [['audit_log'], P.ViewAuditLog],
      [['reactions', 'threads'], undefined],
      [['members', 'automod', 'webhooks'], undefined],
    ];
    const runs = await Promise.all(cases.map(([categories]) => invite(['--categories', categories.join(','), '--client-id', CLIENT_ID])));
    for (const [i, [categories, byHand]] of cases.entries()) {
      const { result } = runs[i]!;
      const { bits } = partsOf(result.data.invite.url);
      expect(bits, categories.join(',')).toBe(declared(categories));
      if (byHand !== undefined) expect(bits, categories.join(',')).toBe(byHand);
      expect(result.data.invite.permission_bits).toBe(bits.toString());
    }
    const everything = partsOf((await invite(['--client-id', CLIENT_ID])).result.data.invite.url);
    expect(everything.bits & P.Administrator).toBe(0n);
    expect(everything.bits).toBe(declared([...new Set(tools.map((t) => t.category))]));
    expect(everything.scopes).toEqual(['bot', 'applications.commands']);
    expect(partsOf((await invite(['--categories', 'commands', '--client-id', CLIENT_ID])).result.data.invite.url).scopes).toEqual(['bot', 'applications.commands']);
  });

  it('reads the application id with CHAT_TOKEN when --client-id is not given (GET only)', async () => {
    const { result } = await invite(['--categories', 'events'], platformEnv(emulator.current.url));
    expect(partsOf(result.data.invite.url).clientId).toBe(OPERATOR_BOT);
    expect(emulator.current.log.writes()).toEqual([]);
  });

  it('prints the URL alone on the last line without --json, and refuses what it cannot do with exit 2', async () => {
    const human = await iso.run(['invite', '--categories', 'events', '--client-id', CLIENT_ID]);
    expect(human.code).toBe(0);
    const last = human.stdout.trimEnd().split('\n').at(-1)!;
    expect(partsOf(last).bits).toBe(P.CreateEvents | P.ManageEvents);
    const noId = await iso.run(['invite', '--categories', 'events']);
    expect(noId.code).toBe(2);
    expect(noId.stdout).toMatch(/CHAT_TOKEN.*pass --client-id <application id>/);
    expect(noId.stdout.match(/CHAT_TOKEN/g)).toHaveLength(1);
    for (const args of [['--client-id', 'my-app'], ['--categories', 'nonsense', '--client-id', CLIENT_ID]]) {
      const bad = await iso.run(['invite', ...args]);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stdout).toBe('');
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('setup prints the invite for the profile\'s categories', async () => {
    const run = await iso.run(['setup', '--profile', 'team', '--categories', 'events,messages', '--json'], platformEnv(emulator.current.url));
    const result = envelopeOf(run);
    expect(result.exitCode).toBe(0);
    const line = result.details.find((d) => d.includes('https://discord.com/oauth2/authorize'))!;
    const url = partsOf(line.slice(line.indexOf('https://')));
    expect(url).toEqual({ clientId: OPERATOR_BOT, scopes: ['bot'], bits: 2269434949479424n });
  });
});
