import { describe, expect, it } from 'vitest';
import { runnableBlocks } from './runnable-blocks.js';

describe('runnableBlocks', () => {
  it('takes sh blocks marked by a comment or the info string, and nothing else', () => {
    const markdown = [
      '```sh',
      'npm ci   # not marked',
      '```',
      '<!-- runnable -->',
      '```sh',
      'chat-mcp --version',
      '```',
      '```sh runnable',
      'chat-mcp catalog --check --json',
      '```',
      '<!-- runnable -->',
      '```json',
      '{"not": "shell"}',
      '```',
    ].join('\n');
    expect(runnableBlocks('x.md', markdown)).toEqual([
      { file: 'x.md', line: 5, script: 'chat-mcp --version' },
      { file: 'x.md', line: 8, script: 'chat-mcp catalog --check --json' },
    ]);
  });

  it('does not treat a fence inside another block as a block', () => {
    const markdown = ['````md', '<!-- runnable -->', '```sh', 'rm -rf /', '```', '````'].join('\n');
    expect(runnableBlocks('x.md', markdown)).toEqual([]);
  });
});
