import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST_CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli');

interface TableReport {
  /** Per `cli/commands/*-command.js` file: its exported command classes and whether the table loads each. */
  files: { file: string; commands: { name: string; inTable: boolean }[] }[];
  /** Every class the table loads (loadAllCommands), with its paths. */
  all: { name: string; paths: string[][] }[];
  /** Per argv: the class names loadCommandsFor answers. */
  loaded: Record<string, string[]>;
}

/**
 * What the built table (cli/command-modules.ts) answers, read in a child process: clipanion's ES module build does
 * not load under the test runner's resolver, and the built CLI is what users run.
 */
function readTable(argvs: string[][]): TableReport {
  const script = `
    import 'reflect-metadata';
    import { readdirSync } from 'node:fs';
    import { Command } from 'clipanion';
    const { loadAllCommands, loadCommandsFor } = await import(${JSON.stringify(pathToFileURL(join(DIST_CLI, 'command-modules.js')).href)});
    const all = await loadAllCommands();
    const files = [];
    for (const file of readdirSync(${JSON.stringify(join(DIST_CLI, 'commands'))}).filter((f) => f.endsWith('-command.js'))) {
      const module = await import(${JSON.stringify(pathToFileURL(join(DIST_CLI, 'commands')).href)} + '/' + file);
      const commands = Object.values(module).filter((v) => typeof v === 'function' && v.prototype instanceof Command);
      files.push({ file, commands: commands.map((c) => ({ name: c.name, inTable: all.includes(c) })) });
    }
    const loaded = {};
    for (const argv of ${JSON.stringify(argvs)}) loaded[argv.join(' ')] = (await loadCommandsFor(argv)).map((c) => c.name);
    process.stdout.write(JSON.stringify({ files, all: all.map((c) => ({ name: c.name, paths: (c.paths ?? []).map((p) => [...p]) })), loaded }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: DIST_CLI, encoding: 'utf8' })) as TableReport;
}

/** cli/command-modules.ts loads a command by the first word of its path: the table must follow the command files. */
describe('the command table', () => {
  it('holds every command file, loads each command for its own words (with or without --help), and all of them for top-level help and unknown words', () => {
    const sources = readdirSync(join(import.meta.dirname, '..', '..', 'cli', 'commands')).filter((f) => f.endsWith('-command.ts'));
    const first = readTable([]);
    const argvs = [['--help'], ['-h'], ['--sandbox'], ['--sandbox', '--help'], ['no-such-command'], ['no-such-command', '--help']];
    for (const { paths } of first.all) for (const path of paths) if (path.length) argvs.push(path, [...path, '--help']);
    const { files, all, loaded } = readTable(argvs);

    // Every command file is built and every class it exports is in the table, once.
    expect(files.map((f) => f.file).sort()).toEqual(sources.map((f) => f.replace(/\.ts$/, '.js')).sort());
    for (const { file, commands } of files) {
      expect(commands, `${file} exports no command`).not.toHaveLength(0);
      for (const command of commands) expect(command.inTable, `${file}: ${command.name} is not in cli/command-modules.ts`).toBe(true);
    }
    const names = all.map((c) => c.name);
    expect(names).toHaveLength(new Set(names).size);
    expect(names).toHaveLength(files.flatMap((f) => f.commands).length);

    for (const { name, paths } of all) {
      for (const path of paths) {
        if (path.length === 0) {
          expect(loaded['--sandbox'], `${name} is the default command`).toContain(name);
          continue;
        }
        expect(loaded[path.join(' ')], path.join(' ')).toContain(name);
        expect(loaded[[...path, '--help'].join(' ')], `${path.join(' ')} --help`).toContain(name);
      }
    }
    for (const argv of ['--help', '-h', '--sandbox --help', 'no-such-command', 'no-such-command --help']) expect(loaded[argv], argv).toEqual(names);
  });
});
