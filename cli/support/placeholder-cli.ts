import { Cli } from './clipanion.js';

/** What clipanion's `getUsageByIndex` answers: the synopsis and each option's definition. */
interface Usage {
  usage: string;
  options: { definition: string; description: string; required: boolean }[];
}

/**
 * clipanion 3 writes a value-taking flag as `--port #0` in help, errors and definitions: this names the value after
 * the flag instead (`--port <port>`), for every command, including ones added later.
 */
export class PlaceholderCli extends Cli {
  protected override getUsageByIndex(n: number, opts?: { detailed?: boolean; inlineOptions?: boolean }): Usage {
    const { usage, options } = super.getUsageByIndex(n, opts);
    return { usage: namePlaceholders(usage), options: options.map((option) => ({ ...option, definition: namePlaceholders(option.definition) })) };
  }
}

/** `--allowed-guilds #0` -> `--allowed-guilds <allowed-guilds>`; flags without a value are left alone. */
export function namePlaceholders(text: string): string {
  return text.replace(/--([a-z0-9][a-z0-9-]*)((?: #\d+)+)/g, (_, name: string) => `--${name} <${name}>`);
}
