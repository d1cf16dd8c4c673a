import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { envelope, printEnvelope, wantsColour } from '../../cli/output/result-envelope.js';

function capture(isTTY: boolean): PassThrough & { text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY, text: (): string => '' });
  let text = '';
  stream.on('data', (c: Buffer) => (text += c.toString()));
  stream.text = () => text;
  return stream;
}

describe('result envelope', () => {
  const result = envelope({ exitCode: 1, summary: 'done with work left', details: ['a detail'], warnings: ['careful'], errors: [], data: { n: 1 } });

  it('colours only a terminal, and never with NO_COLOR', () => {
    expect(wantsColour(capture(true), {})).toBe(true);
    expect(wantsColour(capture(true), { NO_COLOR: '1' })).toBe(false);
    expect(wantsColour(capture(false), {})).toBe(false);
    const tty = capture(true);
    printEnvelope(tty, result, false, { colour: true });
    expect(tty.text()).toMatch(/\u001b\[33mdone with work left\u001b\[0m/);
    const plain = capture(false);
    expect(printEnvelope(plain, result, false)).toBe(1);
    expect(plain.text()).toBe('done with work left\n  a detail\nwarning: careful\n');
  });

  it('prints exactly one JSON line with --json, never coloured', () => {
    const out = capture(true);
    printEnvelope(out, result, true, { colour: true });
    expect(out.text().split('\n')).toEqual([JSON.stringify({ ok: false, exitCode: 1, summary: 'done with work left', details: ['a detail'], warnings: ['careful'], errors: [], data: { n: 1 } }), '']);
  });
});
