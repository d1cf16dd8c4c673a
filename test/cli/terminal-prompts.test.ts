import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { envelopeOf, GUILD_A, GUILD_B, OPERATOR_BOT, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation, writeProfile, type Envelope } from './cli-harness.js';
import { plainTerminalText, SCRIPT_BINARY, useTerminals, type TerminalResult } from './terminal-session.js';

// The interactive prompts of setup, init --discover-guilds and profile remove, answered at a real pseudo-terminal.
vi.setConfig({ testTimeout: 180_000 });
const hasScript = existsSync(SCRIPT_BINARY);

const emulator = useEmulator({ seed: operatorSeed({ secondGuild: true }) });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });
const terminal = useTerminals();
const GUILD_PROMPT = 'Guilds to allow (numbers or ids, comma-separated; empty cancels): ';

const profilePath = (name: string) => join(iso.configFolder, 'profiles', `${name}.json`);
const env = () => ({ ...iso.env, ...platformEnv(emulator.current.url) });

/** The one JSON line a `--json` run wrote to its redirected stdout, checked against the exit code like any envelope. */
function envelopeIn(path: string, result: TerminalResult): Envelope {
  return envelopeOf({ code: result.code, stdout: readFileSync(path, 'utf8'), stderr: result.screen });
}

/** A terminal transcript is an output too: the token must not be on it. */
function expectNoToken(result: TerminalResult): void {
  expect(result.screen.includes(OPERATOR_TOKEN), 'token shown on the terminal').toBe(false);
}

describe.skipIf(!hasScript)('terminal prompts', () => {
  it('strips control sequences from what the terminal shows', () => {
    expect(plainTerminalText('\u001b[1G\u001b[0Ja\u001b[32mb\u001b[39m\r\n\u001b]0;title\u0007c\u001b=')).toBe('ab\nc');
  });

  describe('setup with several guilds', () => {
    it('lists the guilds on the terminal, not in the --json output, and saves the chosen one', async () => {
      const out = join(iso.root, 'stdout.json');
      const session = terminal(['setup', '--profile', 'picked', '--client', 'alpha-code', '--json'], env(), { stdoutFile: out });
      await session.waitFor(GUILD_PROMPT);
      expect(session.screen).toContain(`1. ${GUILD_A} "Operator Guild"`);
      expect(session.screen).toContain(`2. ${GUILD_B} "Admin Guild"`);
      session.type('1\r');
      const result = await session.finished();
      expect(result.code).toBe(0);
      expectNoToken(result);
      // The prompt went to the terminal (stderr); stdout, redirected, holds exactly the envelope.
      expect(result.screen).not.toContain('{"ok"');
      expect(readFileSync(out, 'utf8')).not.toContain('Guilds to allow');
      const envelope = envelopeIn(out, result);
      expect(envelope.data.profile.allowed_guilds).toEqual([GUILD_A]);
      const saved = JSON.parse(readFileSync(profilePath('picked'), 'utf8'));
      expect(saved).toMatchObject({ bot: { id: OPERATOR_BOT }, allowed_guilds: [GUILD_A], client: 'alpha-code' });
    });

    it('accepts ids and numbers in the given order, once each, and prints the readable report on the terminal', async () => {
      const session = terminal(['setup', '--profile', 'both', '--client', 'generic'], env());
      await session.waitFor(GUILD_PROMPT);
      session.type(` ${GUILD_B}, 1, 2 \r`);
      const result = await session.finished();
      // Guild B grants Administrator: done, with the least-privilege warning (exit 1).
      expect(result.code).toBe(1);
      expectNoToken(result);
      expect(result.screen).toMatch(/saved profile both for bot operator-bot/);
      expect(result.screen).toMatch(new RegExp(`Administrator in guild ${GUILD_B}`));
      expect(JSON.parse(readFileSync(profilePath('both'), 'utf8')).allowed_guilds).toEqual([GUILD_B, GUILD_A]);
    });

    it('asks for the profile name and client when they are not given, then for the guilds', async () => {
      const session = terminal(['setup'], env());
      await session.waitFor('Profile name: ');
      session.type('asked\r');
      await session.waitFor('[generic]: ');
      session.type('\r');
      await session.waitFor(GUILD_PROMPT);
      session.type('1\r');
      const result = await session.finished();
      expect(result.code).toBe(0);
      expect(JSON.parse(readFileSync(profilePath('asked'), 'utf8'))).toMatchObject({ client: 'generic', allowed_guilds: [GUILD_A] });
    });

    // Default is cancel: an empty answer, end of input (Ctrl-D) and an interrupt (Ctrl-C) all write nothing.
    for (const [label, keys] of [['an empty answer', '\r'], ['Ctrl-D', '\u0004'], ['Ctrl-C', '\u0003']] as const) {
      it(`cancels on ${label}: exit 2, one envelope, no profile and no snippet file`, async () => {
        const out = join(iso.root, 'stdout.json');
        const snippet = join(iso.root, 'snippet.json');
        const session = terminal(['setup', '--profile', 'cancelled', '--client', 'generic', '--output', snippet, '--json'], env(), { stdoutFile: out });
        await session.waitFor(GUILD_PROMPT);
        session.type(keys);
        const result = await session.finished();
        expect(result.code).toBe(2);
        const envelope = envelopeIn(out, result);
        expect(envelope.errors).toEqual(['cancelled: no guild chosen']);
        expect(existsSync(profilePath('cancelled'))).toBe(false);
        expect(existsSync(snippet)).toBe(false);
        // The journal records the failed run like any other.
        const journal = readFileSync(join(iso.configFolder, 'activity.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
        expect(journal.at(-1)).toMatchObject({ command: 'setup', status: 'failed', signal: 'setup_failed' });
      });
    }

    it('refuses an answer that names no listed guild, saving nothing', async () => {
      for (const answer of ['3', '0', 'two', `1, 1990000000000000999`]) {
        const out = join(iso.root, 'stdout.json');
        const session = terminal(['setup', '--profile', 'wrong', '--client', 'generic', '--json'], env(), { stdoutFile: out });
        await session.waitFor(GUILD_PROMPT);
        session.type(`${answer}\r`);
        const result = await session.finished();
        expect(result.code, answer).toBe(2);
        expect(envelopeIn(out, result).errors[0], answer).toMatch(/^cancelled: ".+" is not one of the listed guilds$/);
        expect(existsSync(profilePath('wrong')), answer).toBe(false);
      }
    });

    it('cancels at the profile-name prompt on Ctrl-D with a one-line reason (exit 2)', async () => {
      const session = terminal(['setup'], env());
      await session.waitFor('Profile name: ');
      session.type('\u0004');
      const result = await session.finished();
      expect(result.code).toBe(2);
      expect(result.screen).toMatch(/cancelled at the prompt/);
      expect(result.screen).not.toMatch(/Internal Error|AbortError|at .*\.js:\d+/);
      expect(existsSync(join(iso.configFolder, 'profiles'))).toBe(false);
    });
  });

  describe('init --discover-guilds with several guilds', () => {
    it('puts the chosen guild into ALLOWED_GUILDS', async () => {
      const out = join(iso.root, 'stdout.json');
      const session = terminal(['init', '--client', 'generic', '--discover-guilds', '--json'], env(), { stdoutFile: out });
      await session.waitFor(GUILD_PROMPT);
      session.type(`${GUILD_A}\r`);
      const result = await session.finished();
      expect(result.code).toBe(0);
      expectNoToken(result);
      const envelope = envelopeIn(out, result);
      expect(JSON.parse(envelope.data.content).mcpServers['chat-mcp'].env).toMatchObject({ ALLOWED_GUILDS: GUILD_A });
    });

    it('cancels on an empty answer: exit 2 and no --output file', async () => {
      const snippet = join(iso.root, 'mcp.json');
      const session = terminal(['init', '--client', 'generic', '--discover-guilds', '--output', snippet], env());
      await session.waitFor(GUILD_PROMPT);
      session.type('\r');
      const result = await session.finished();
      expect(result.code).toBe(2);
      expect(result.screen).toMatch(/init failed: cancelled: no guild chosen/);
      expect(existsSync(snippet)).toBe(false);
    });
  });

  describe('profile remove', () => {
    const saveProfile = (name: string) => writeProfile(iso.configFolder, name);

    async function answerRemove(name: string, keys: string): Promise<TerminalResult> {
      const session = terminal(['profile', 'remove', name], iso.env);
      await session.waitFor(`Remove profile ${name}? [y/N] `);
      session.type(keys);
      return session.finished();
    }

    it('keeps the profile unless the answer is yes', async () => {
      saveProfile('kept');
      for (const keys of ['n\r', '\r', 'maybe\r', '\u0004']) {
        const result = await answerRemove('kept', keys);
        expect(result.code, JSON.stringify(keys)).toBe(2);
        expect(result.screen, JSON.stringify(keys)).toMatch(/not removed: cancelled/);
        expect(existsSync(profilePath('kept')), JSON.stringify(keys)).toBe(true);
      }
    });

    it('removes the profile on "y" and on "yes"', async () => {
      for (const keys of ['y\r', 'YES\r']) {
        saveProfile('gone');
        const result = await answerRemove('gone', keys);
        expect(result.code, JSON.stringify(keys)).toBe(0);
        expect(result.screen).toMatch(/removed profile gone/);
        expect(existsSync(profilePath('gone'))).toBe(false);
      }
    });

    it('with --yes on a terminal, removes without asking', async () => {
      saveProfile('quick');
      const session = terminal(['profile', 'remove', 'quick', '--yes'], iso.env);
      const result = await session.finished();
      expect(result.code).toBe(0);
      expect(result.screen).not.toContain('[y/N]');
      expect(existsSync(profilePath('quick'))).toBe(false);
    });
  });
});
