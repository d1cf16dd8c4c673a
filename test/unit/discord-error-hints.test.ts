import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenDiscordErrors } from '../../core/platform/discord-field-errors.js';
import { PlatformError } from '../../core/platform/platform-error.js';
import { DISCORD_ERROR_HINTS, platformErrorBody } from '../../core/policy/platform-error-body.js';
import { withCompanionText } from '../../core/policy/companion-text.js';
import { errorResult } from '../../core/policy/tool-call.js';

const EMULATOR = join(import.meta.dirname, '..', '..', 'emulator');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/**
 * Every Discord JSON error code the emulator can answer with, read from its source: the literal codes of
 * `new DiscordError(status, code, ...)` and the unknown-entity table. A construction with a computed code other
 * than that table fails the walk, so no code can slip past it.
 */
function emulatorErrorCodes(): Set<number> {
  const codes = new Set<number>();
  for (const file of sourceFiles(EMULATOR)) {
    const text = readFileSync(file, 'utf8');
    for (const construction of text.matchAll(/new DiscordError\(\s*([^,]+),\s*([^,]+),/g)) {
      const code = construction[2]!.trim();
      if (/^\d+$/.test(code)) codes.add(Number(code));
      else expect(code, `${file}: a DiscordError with a computed code`).toBe('UNKNOWN[kind][0]');
    }
    if (file.endsWith(join('http', 'discord-error.ts'))) {
      const table = /const UNKNOWN = \{([\s\S]*?)\} as const;/.exec(text)![1]!;
      for (const entry of table.matchAll(/\[(\d+), '/g)) codes.add(Number(entry[1]));
    }
  }
  codes.delete(0); // Discord's "no code" (plain 401/404/405): the status hint covers it.
  return codes;
}

describe('a next step for every Discord error code', () => {
  const codes = emulatorErrorCodes();

  it('finds the codes the emulator answers with', () => {
    // Guards the scan itself: a broken pattern must not pass by finding nothing.
    for (const known of [10003, 10070, 50001, 50008, 50013, 50035, 30005, 180000]) expect(codes).toContain(known);
    expect(codes.size).toBeGreaterThan(60);
  });

  it('has a hint for each of them', () => {
    const missing = [...codes].filter((code) => !DISCORD_ERROR_HINTS[code]).sort((a, b) => a - b);
    expect(missing, 'add these codes to DISCORD_ERROR_HINTS in core/policy/platform-error-body.ts').toEqual([]);
  });

  it('puts the hint of each code in the error body, and a status hint when Discord sent no code', () => {
    for (const code of codes) {
      const body = platformErrorBody(new PlatformError(400, code, 'refused', 'POST', '/x'));
      expect(body.recovery_hint, String(code)).toBeTruthy();
    }
    for (const status of [400, 401, 403, 404, 405, 500]) {
      expect(platformErrorBody(new PlatformError(status, null, 'refused', 'GET', '/x')).recovery_hint, String(status)).toBeTruthy();
    }
    expect(platformErrorBody(new PlatformError(400, 50008, 'Cannot send messages in a non-text channel', 'POST', '/channels/1/messages')).recovery_hint).toMatch(
      /channels_list shows each type/,
    );
  });
});

describe("Discord's field errors (400, code 50035)", () => {
  const tree = {
    channel_id: { _errors: [{ code: 'GUILD_SCHEDULED_EVENT_INVALID_CHANNEL', message: 'Channel type does not match the entity type' }] },
    embeds: { 0: { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 256 or fewer in length.' }] } } },
    components: [{ components: [{ custom_id: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } }] }],
    _errors: [{ code: 'FORM_INVALID', message: 'The body as a whole' }],
  };

  it('flattens the tree into one dotted field per error', () => {
    expect(flattenDiscordErrors(tree)).toEqual([
      { field: 'channel_id', rule: 'GUILD_SCHEDULED_EVENT_INVALID_CHANNEL', message: 'Channel type does not match the entity type' },
      { field: 'embeds.0.title', rule: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 256 or fewer in length.' },
      { field: 'components.0.components.0.custom_id', rule: 'BASE_TYPE_REQUIRED', message: 'This field is required' },
      { field: '(body)', rule: 'FORM_INVALID', message: 'The body as a whole' },
    ]);
  });

  it('names each field in the text and in the error body', () => {
    const error = new PlatformError(400, 50035, 'Invalid Form Body', 'POST', '/channels/1/messages', undefined, false, flattenDiscordErrors(tree));
    const body = platformErrorBody(error);
    expect(body.issues).toHaveLength(4);
    const text = withCompanionText(errorResult(body)).content[0]!.text;
    expect(text.split('\n')).toEqual([
      'Error PLATFORM_BAD_REQUEST: POST /channels/1/messages failed (HTTP 400, Discord code 50035): Invalid Form Body',
      'Fields Discord rejected:',
      '- channel_id: Channel type does not match the entity type',
      '- embeds.0.title: Must be 256 or fewer in length.',
      '- components.0.components.0.custom_id: This field is required',
      '- (body): The body as a whole',
      `Next step: ${DISCORD_ERROR_HINTS[50035]}`,
    ]);
  });
});
