import { PlatformError } from '../../platform/platform-error.js';
import type { ChannelTypeRule } from '../../tools/contract.js';
import { platformErrorBody } from '../platform-error-body.js';
import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep, type ResolvedCall } from '../tool-call.js';

/** Discord's channel type numbers as people say them. */
const TYPE_NAMES = new Map<number, string>([
  [0, 'text'],
  [1, 'direct message'],
  [2, 'voice'],
  [3, 'group direct message'],
  [4, 'category'],
  [5, 'announcement'],
  [10, 'announcement thread'],
  [11, 'public thread'],
  [12, 'private thread'],
  [13, 'stage'],
  [14, 'directory'],
  [15, 'forum'],
  [16, 'media'],
]);

const nameOf = (type: number | null) => (type === null ? 'an unknown kind of' : `${/^[aeiou]/.test(TYPE_NAMES.get(type) ?? '') ? 'an' : 'a'} ${TYPE_NAMES.get(type) ?? `type ${type}`}`);

/** "a forum or media channel", "a text, voice or stage channel" */
function wanted(types: readonly number[]): string {
  const names = [...new Set(types.map((t) => TYPE_NAMES.get(t) ?? `type ${t}`))];
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
  return `${/^[aeiou]/.test(list) ? 'an' : 'a'} ${list} channel`;
}

/** The types a rule asks for with this input; none when the deciding field is absent or has no requirement. */
function typesFor(rule: ChannelTypeRule, input: Record<string, unknown>): { types?: readonly number[]; because: string } {
  if (Array.isArray(rule)) return { types: rule as readonly number[], because: '' };
  if ('whenAny' in rule) {
    const given = rule.whenAny.filter((f) => input[f] !== undefined);
    return given.length ? { types: rule.types, because: ` to set ${given.join(', ')}` } : { because: '' };
  }
  const { by, types } = rule as Extract<ChannelTypeRule, { by: string }>;
  const value = input[by];
  if (value === undefined || value === null) return { because: '' };
  const key = String(value);
  return Object.hasOwn(types, key) ? { types: types[key], because: ` for ${by} ${key}` } : { because: '' };
}

/**
 * A tool that needs a channel of a given type (contract `channelTypes`) is refused before anything is sent when
 * the channel is of another type: Discord would answer with a misleading permission error, or act differently.
 * The lookup is the allowlist's (GuildResolver): cached, so at most one read per channel in five minutes.
 */
export const channelType =
  ({ guilds }: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call, next) => {
    const required = call.tool.contract.channelTypes;
    if (!required) return next();
    for (const [field, rule] of Object.entries(required)) {
      const id = call.input[field];
      const { types, because } = typesFor(rule, call.input);
      if (typeof id !== 'string' || !types) continue;
      let type: number | null;
      try {
        type = (await guilds.factsOf('channel', id, call.signal)).channelType ?? null;
      } catch (error) {
        if (error instanceof PlatformError) return errorResult(platformErrorBody(error));
        throw error;
      }
      if (type !== null && types.includes(type)) continue;
      return errorResult({
        code: 'PRECONDITION_FAILED',
        message: `${field} ${id} is ${nameOf(type)} channel; ${call.name} needs ${wanted(types)}${because}. Nothing was sent.`,
        retriable: false,
        recovery_hint: `Pass the id of ${wanted(types)} (channels_list shows each channel's type).`,
        field,
        channel_type: type,
        expected_channel_types: [...types],
      });
    }
    return next();
  };
