/**
 * Agents often pass what a person sees instead of an id: a mention copied from a message (`<#123…>`, `<@123…>`,
 * `<@&123…>`), a name (`general`, `#general`, `@ada`), an id with its quotes inside the string or a number that lost
 * its last digits. This says, for one rejected id field, what the value is and how to get the id.
 */

type IdKind = 'channel' | 'user' | 'role' | 'emoji';

const MENTION = /^<(#|@!?|@&|a?:\w{1,32}:)(\d{17,20})>$/;
/** Digits with quote characters around them (straight, single, back or typographic; a backslash before each too). */
const QUOTED_DIGITS = /^\\?(["'`\u201c\u201d])\s*(\d+)\s*\\?(["'`\u201c\u201d])$/;

function mentionKind(sigil: string): IdKind {
  if (sigil === '#') return 'channel';
  if (sigil === '@&') return 'role';
  if (sigil.startsWith('@')) return 'user';
  return 'emoji';
}

/** What kind of id a field takes, judged by its name, and the tool that lists such ids. */
const FIELD_KINDS: ReadonlyArray<[pattern: RegExp, kind: IdKind | null, lookup: string]> = [
  [/channel|thread|parent/, 'channel', 'channels_list (threads: channels_list_active_threads_guild)'],
  [/role/, 'role', 'roles_list'],
  [/user|member|owner|recipient/, 'user', 'members_search (by name)'],
  [/emoji/, 'emoji', 'emojis_list_guild'],
  [/event/, null, 'events_list'],
  [/message/, null, 'messages_search_recent'],
  [/webhook/, null, 'webhooks_list_guild'],
  [/sticker/, null, 'stickers_list_guild'],
  [/sound/, null, 'soundboard_list_guild_sounds'],
  [/rule/, null, 'automod_list_rules'],
  [/command/, null, 'commands_list_guild'],
  [/overwrite/, null, 'channels_get (its permission_overwrites)'],
  [/integration/, null, 'guild_list_integrations'],
  [/application/, null, 'application_get_current'],
  [/guild/, null, 'users_list_current_user_guilds'],
];

function fieldKind(field: string): { kind: IdKind | null; lookup: string } | undefined {
  const entry = FIELD_KINDS.find(([pattern]) => pattern.test(field));
  return entry ? { kind: entry[1], lookup: entry[2] } : undefined;
}

/** The field a path names: the last key that is not an array index (`role_ids.2` is a role_ids entry). */
function fieldOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  return typeof key === 'string' ? key : '';
}

/** Extra words for a rejected id field, or undefined when the value is simply malformed. */
export function idFieldGuidance(path: readonly PropertyKey[], value: unknown): string | undefined {
  const field = fieldOf(path);
  const expected = fieldKind(field);
  if (typeof value === 'number') return `ids are strings of digits: pass it in quotes (a JSON number loses the last digits of an id)`;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const mention = MENTION.exec(text);
  if (mention) {
    const kind = mentionKind(mention[1]!);
    const digits = mention[2]!;
    if (expected && expected.kind !== kind) {
      const wanted = expected.kind ? `a ${expected.kind} id` : 'another kind of id';
      return `${JSON.stringify(text.slice(0, 40))} is a ${kind} mention, but ${field} takes ${wanted}: find it with ${expected.lookup}`;
    }
    return `${JSON.stringify(text.slice(0, 40))} is a ${kind} mention: pass only its digits, "${digits}"`;
  }
  if (/^\d+$/.test(text)) return undefined;
  // Some clients (Inspector versions among them) send a typed "123..." with its quotes inside the string.
  const quoted = QUOTED_DIGITS.exec(text);
  if (quoted) return `${JSON.stringify(text.slice(0, 40))} has quotes inside the string: remove them and pass only the digits, "${quoted[2]}"`;
  const lookup = expected?.lookup ?? 'the list tool for this kind of object';
  return `${JSON.stringify(text.slice(0, 40))} looks like a name, not an id: find the id with ${lookup}`;
}
