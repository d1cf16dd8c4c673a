import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputFile, ProtectedOutputError } from '../../cli/support/output-file.js';
import { checkOutputFilePath, checkPathArgument, PathArgumentError } from '../../cli/support/path-argument.js';

const root = mkdtempSync(join(tmpdir(), 'chat-mcp-path-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('checkPathArgument (--output, --source)', () => {
  it.each([
    ['..'],
    ['../x.json'],
    ['a/../../x.json'],
    ['./../x.json'],
    ['a/..'],
    ['..\\x.json'],
    ['a\\..\\..\\x.json'],
    ['C:\\Users\\me\\..\\other\\x.json'],
    ['/tmp/a/../x.json'],
    ['/tmp/a/b/..'],
  ])('refuses the ".." segment in %j, before normalisation', (raw) => {
    expect(() => checkPathArgument('--output', raw)).toThrow(PathArgumentError);
    expect(() => checkPathArgument('--output', raw)).toThrow(/^--output .* must not contain a "\.\." segment/);
  });

  it.each([['x\0.json'], ['/tmp/a\0/../etc'], ['\0']])('refuses a NUL byte in %j', (raw) => {
    expect(() => checkPathArgument('--source', raw)).toThrow('--source must not contain a NUL byte');
  });

  it('refuses an empty path', () => {
    expect(() => checkPathArgument('--source', '')).toThrow(PathArgumentError);
    expect(() => checkPathArgument('--source', '  ')).toThrow(PathArgumentError);
  });

  it.each([['x.json'], ['./x.json'], ['a/b/x.json'], ['/tmp/x.json'], ['..x.json'], ['x..json'], ['a/...'], ['.cursor/mcp.json'], ['/home/me/.cursor/mcp.json']])(
    'accepts %j and returns it resolved',
    (raw) => {
      expect(checkPathArgument('--output', raw)).toBe(resolve(raw));
    },
  );

  it('gives a one-line reason', () => {
    try {
      checkPathArgument('--output', '../a\nb');
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });
});

describe('checkOutputFilePath', () => {
  it('refuses an existing folder, a link to one, and a path ending with a separator', () => {
    const folder = join(root, 'folder');
    mkdirSync(folder);
    symlinkSync(folder, join(root, 'link-to-folder'));
    for (const raw of [folder, join(root, 'link-to-folder'), `${join(root, 'new-folder')}/`, `${join(root, 'new-folder')}\\`]) {
      expect(() => checkOutputFilePath('--output', raw), raw).toThrow(/is a folder: give a file path/);
    }
  });

  it('accepts an absolute file path that does not exist yet', () => {
    expect(checkOutputFilePath('--output', join(root, 'new.json'))).toBe(join(root, 'new.json'));
  });
});

describe('checkOutputFile', () => {
  it('reports every refusal as ProtectedOutputError, so setup and init answer with exit 2', () => {
    for (const raw of ['../x.json', 'x\0', root]) expect(() => checkOutputFile(raw, true), raw).toThrow(ProtectedOutputError);
  });
});
