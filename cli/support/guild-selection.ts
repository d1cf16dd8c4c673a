import { FLAG, parseBitfield } from '../../packs/shared/permission-flags.js';
import type { VisibleGuild } from './platform-session.js';
import { askOnTerminal } from './terminal-prompt.js';


export class SelectionError extends Error {
  override readonly name = 'SelectionError';
}

export function holdsAdministrator(guild: Pick<VisibleGuild, 'permissions' | 'owner'>): boolean {
  return guild.owner || (parseBitfield(guild.permissions) & FLAG.ADMINISTRATOR) !== 0n;
}

/** Parses `--allowed-guilds`: comma-separated snowflakes, de-duplicated, in the given order. */
export function parseGuildList(raw: string): string[] {
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  const bad = ids.filter((id) => !/^\d{17,20}$/.test(id));
  if (!ids.length || bad.length) throw new SelectionError(`--allowed-guilds: expected comma-separated guild ids (17-20 digits)${bad.length ? `, got ${JSON.stringify(bad[0])}` : ''}`);
  return ids;
}

export interface GuildChoice {
  /** An explicit list (validated against the visible guilds), if the caller gave one. */
  requested?: string[];
  /** A terminal is attached: several guilds may be chosen at a prompt. */
  interactive: boolean;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

/**
 * Picks the guilds to allow: the requested ones (each must be visible to the bot), the sole guild, or an
 * interactive choice on a terminal (an empty answer cancels). Several guilds without a terminal fail closed.
 */
export async function chooseGuilds(visible: readonly VisibleGuild[], choice: GuildChoice): Promise<VisibleGuild[]> {
  if (choice.requested) {
    const missing = choice.requested.filter((id) => !visible.some((g) => g.id === id));
    if (missing.length) throw new SelectionError(`--allowed-guilds: the bot is not in guild ${missing.join(', ')}`);
    return choice.requested.map((id) => visible.find((g) => g.id === id)!);
  }
  if (visible.length === 0) throw new SelectionError('the bot is not in any guild yet: invite it first, then run this again');
  if (visible.length === 1) return [visible[0]!];
  if (!choice.interactive) {
    throw new SelectionError(`the bot is in ${visible.length} guilds: choose with --allowed-guilds <id,id,...>`);
  }
  const listing = visible.map((g, i) => `  ${i + 1}. ${g.id} ${JSON.stringify(g.name)}`).join('\n');
  const question = `The bot is in ${visible.length} guilds:\n${listing}\nGuilds to allow (numbers or ids, comma-separated; empty cancels): `;
  const answer = (await askOnTerminal(question, { input: choice.input, output: choice.output }))?.trim();
  if (!answer) throw new SelectionError('cancelled: no guild chosen');
  const chosen = answer.split(',').map((part) => {
    const token = part.trim();
    const byNumber = /^\d{1,3}$/.test(token) ? visible[Number(token) - 1] : undefined;
    const found = byNumber ?? visible.find((g) => g.id === token);
    if (!found) throw new SelectionError(`cancelled: ${JSON.stringify(token)} is not one of the listed guilds`);
    return found;
  });
  // "1, 1" or a number and the same guild's id name one guild: it is allowed once.
  return [...new Set(chosen)];
}
