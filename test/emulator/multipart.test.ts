import { describe, expect, it } from 'vitest';
import { DiscordError } from '../../emulator/http/discord-error.js';
import { formForValidation, parseMultipart } from '../../emulator/http/multipart.js';

/** Encodes a FormData the way fetch/undici sends it, so the parser sees real wire bytes. */
async function encode(form: FormData): Promise<{ raw: Buffer; contentType: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { raw: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

describe('emulator multipart/form-data parser', () => {
  it('reads plain fields and file parts, keeping binary file bytes intact', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x2d, 0x2d]); // PNG magic with CRLF and "--"
    const form = new FormData();
    form.append('name', 'Hi there');
    form.append('description', '');
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'sticker.png');
    const { raw, contentType } = await encode(form);
    const parsed = parseMultipart(raw, contentType);
    expect(parsed.fields).toEqual({ name: 'Hi there', description: '' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'file', filename: 'sticker.png', contentType: 'image/png' });
    expect(parsed.files[0]!.data.equals(bytes)).toBe(true);
    expect(formForValidation(parsed)).toEqual({ name: 'Hi there', description: '', file: '<10 bytes>' });
  });

  it('merges a payload_json part into the fields (message uploads)', async () => {
    const form = new FormData();
    form.append('files[0]', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    form.append('payload_json', JSON.stringify({ content: 'see file', attachments: [{ id: 0 }] }));
    const { raw, contentType } = await encode(form);
    const parsed = parseMultipart(raw, contentType);
    expect(parsed.fields).toEqual({ content: 'see file', attachments: [{ id: 0 }] });
    expect(parsed.files.map((f) => [f.field, f.data.toString()])).toEqual([['files[0]', 'hello']]);
  });

  it.each([
    ['no boundary', Buffer.from('x'), 'multipart/form-data', 50035],
    ['a truncated body', Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'), 'multipart/form-data; boundary=b', 50035],
    ['invalid payload_json', Buffer.from('--b\r\nContent-Disposition: form-data; name="payload_json"\r\n\r\n{nope\r\n--b--\r\n'), 'multipart/form-data; boundary=b', 50109],
  ])('answers 400 for %s', (_label, raw, contentType, code) => {
    try {
      parseMultipart(raw, contentType);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(DiscordError);
      expect([(error as DiscordError).status, (error as DiscordError).code]).toEqual([400, code]);
    }
  });
});
