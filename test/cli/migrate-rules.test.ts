import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../../cli/migrate/adapters/index.js';
import { applyRules, COMMON_RULES } from '../../cli/migrate/tool-rules.js';
import { definitionNames, goToolNames } from '../../cli/migrate/tool-names.js';
import { mapVariable } from '../../cli/migrate/env-variables.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';

const installed = new Set(readPackManifest().packs.flatMap((p) => p.tools));

describe('migrate mapping rules', () => {
  it('only ever target tools this chat-mcp installs', () => {
    const rules = [...COMMON_RULES, ...ADAPTERS.flatMap((a) => a.overrides)];
    const targets = rules.map(([, outcome]) => outcome.target).filter((t): t is string => t !== null);
    expect(targets.filter((t) => !installed.has(t))).toEqual([]);
  });

  it.each([
    ['send_message', 'messages_send', 'mapped'],
    ['list_threads', 'channels_list_active_threads_guild', 'mapped'],
    ['get_thread_messages', 'messages_read', 'mapped'],
    ['edit_thread', 'channels_modify', 'mapped'],
    ['remove_role', 'members_remove_role', 'mapped'],
    ['delete_role', 'roles_delete', 'mapped'],
    ['set_bot_nick', 'members_modify_current', 'mapped'],
    ['update_application', 'application_modify_current', 'mapped'],
    ['create_thread', 'messages_create_thread', 'manual_review'],
    ['send_dm', 'users_create_dm', 'manual_review'],
    ['send_poll', null, 'unmapped'],
    ['teleport_user', null, 'unmapped'],
  ])('%s -> %s (%s)', (name, target, status) => {
    expect(applyRules(COMMON_RULES, name, name)).toMatchObject({ target, status });
  });

  it('reads definitions from TypeScript and compiled JavaScript, and Go registrations', () => {
    expect(definitionNames(`export const definitions = [\n  {\n    name: "discord_send_message",\n    description: "x",\n  },\n];`)).toEqual(['discord_send_message']);
    expect(definitionNames(`exports.roleTools = [{ name: 'list_roles', description: 'x' }, { name: 'x', type: 'string' }];`)).toEqual(['list_roles']);
    expect(definitionNames(`case "discord_send_message": return null;`)).toEqual([]);
    expect(goToolNames(`s.AddTool(mcp.NewTool("read_file", mcp.WithDescription("x")), h)`)).toEqual(['read_file']);
  });

  it('maps the token and guild variables, and never guesses the others', () => {
    expect(mapVariable('DISCORD_TOKEN')).toMatchObject({ target: 'CHAT_TOKEN', status: 'mapped' });
    expect(mapVariable('DISCORD_BOT_TOKEN')).toMatchObject({ target: 'CHAT_TOKEN', status: 'mapped' });
    expect(mapVariable('DISCORD_GUILD_ID')).toMatchObject({ target: 'ALLOWED_GUILDS', status: 'mapped' });
    expect(mapVariable('DISCORD_CLIENT_ID')).toMatchObject({ target: null, status: 'not_needed' });
    expect(mapVariable('DISCORD_OPS_CONFIG')).toMatchObject({ target: null, status: 'unmapped' });
  });
});
