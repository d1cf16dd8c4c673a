import type { MigrationAdapter } from '../migration-adapter.js';
import { definitionNames, unique } from '../tool-names.js';

/** `export const roleTools = [` in TypeScript, `exports.roleTools = [` / `export const roleTools = [` when compiled. */
const TOOLS_ARRAY = /(?:export\s+const|exports\.)\s*([a-z][A-Za-z0-9]*Tools)\s*(?::[^=]+)?=\s*\[/;

/** HardHeadHackerHead/discord-mcp (`@quadslab.io/discord-mcp`): `src/tools/<area>.ts` exporting `<area>Tools`. */
export const quadslab: MigrationAdapter = {
  id: 'quadslab',
  description: 'quadslab discord-mcp (@quadslab.io/discord-mcp), TypeScript',
  language: 'TypeScript',
  toolEstimate: 139,
  detect(tree) {
    const name = tree.packageJson()?.name ?? '';
    const arrays = tree.toolSources().filter((f) => TOOLS_ARRAY.test(tree.read(f) ?? ''));
    const evidence = [
      ...(name === '@quadslab.io/discord-mcp' || name.toLowerCase().includes('quadslab') ? [`package.json name ${name}`] : []),
      ...(arrays.length ? [`${arrays.length} tool module(s) exporting a ...Tools array`] : []),
    ];
    if (evidence.length < 2) return { detected: false, evidence, problem: 'needs package.json name @quadslab.io/discord-mcp and tools/*.ts|js files exporting ...Tools arrays' };
    return { detected: true, evidence };
  },
  codeFiles: (tree) => tree.toolSources().filter((f) => TOOLS_ARRAY.test(tree.read(f) ?? '')),
  tools(tree) {
    return unique(this.codeFiles(tree).flatMap((f) => definitionNames(tree.read(f) ?? '')));
  },
  normalise: (name) => name,
  overrides: [
    [/^(lock|unlock)_channel$/, { target: 'channels_modify_permissions', status: 'manual_review', confidence: 'medium', reason: 'a convenience tool over @everyone overwrites; rebuild as channels_modify_permissions calls' }],
    [/^(bulk|mass)_.*roles?$|^.*roles?_(bulk|to_all)$/, { target: 'members_add_role', status: 'manual_review', confidence: 'medium', reason: 'a convenience tool; one members_add_role / members_remove_role call per member' }],
    [/^(purge|delete|clear)_(user|member)_messages$/, { target: 'messages_bulk_delete', status: 'manual_review', confidence: 'medium', reason: "read the channel with messages_read, then messages_bulk_delete the user's message ids" }],
    [/^move_(member|user)(_to_voice)?$|^move_to_voice$/, { target: 'members_modify', status: 'manual_review', confidence: 'medium', reason: 'a convenience tool; members_modify with channel_id per member' }],
    [/^(set|clear|update)_(bot_)?(status|presence|activity)$/, { target: null, status: 'unmapped', confidence: 'high', reason: 'presence needs a Gateway session; chat-mcp does not set bot presence' }],
  ],
};
