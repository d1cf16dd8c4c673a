import type { MigrationAdapter } from '../migration-adapter.js';
import { definitionNames, unique } from '../tool-names.js';

/**
 * A tool definition with a category: `defineTool({ name, description, category, ... })`, or (in the published
 * source) `export const kickMember: ToolDefinition = { name, description, category, ... }`; compiled JS keeps both.
 */
const DEFINE_TOOL = /\bdefineTool\s*\(|:\s*ToolDefinition\b|\bname\s*:\s*['"][a-z][a-z0-9_]*['"]\s*,\s*description\s*:/;
const CATEGORY_FIELD = /\bcategory\s*:\s*['"][a-z][a-z_-]*['"]/;
const none = (reason: string) => ({ target: null, status: 'unmapped' as const, confidence: 'high' as const, reason });

/** bookedsolidtech/discord-ops (`discord-ops`): one tool definition `{ name, description, category, ... }` per file. */
export const discordOps: MigrationAdapter = {
  id: 'discord-ops',
  description: 'discord-ops (bookedsolidtech), TypeScript',
  language: 'TypeScript',
  toolEstimate: 49,
  detect(tree) {
    const name = tree.packageJson()?.name ?? '';
    const defined = this.codeFiles(tree);
    const evidence = [
      ...(/discord[-_]ops/i.test(name) ? [`package.json name ${name}`] : []),
      ...(defined.length ? [`${defined.length} tool definition file(s) with a category`] : []),
    ];
    if (evidence.length < 2) return { detected: false, evidence, problem: 'needs a package.json name matching discord-ops and tools/**/*.ts|js files defining tools with a category' };
    return { detected: true, evidence };
  },
  codeFiles: (tree) =>
    tree.toolSources().filter((f) => {
      const text = tree.read(f) ?? '';
      return DEFINE_TOOL.test(text) && CATEGORY_FIELD.test(text);
    }),
  tools(tree) {
    return unique(this.codeFiles(tree).flatMap((f) => definitionNames(tree.read(f) ?? '')));
  },
  normalise: (name) => name,
  overrides: [
    [/^(list_projects|list_bots|health_check|get_events|list_sessions)$/, none('multi-project / multi-bot operations of discord-ops itself; chat-mcp serves one bot (use profiles per bot)')],
    [/^(list_templates|send_template|notify_owners)$/, none('discord-ops message templates and owner notifications have no chat-mcp counterpart')],
    [/notes?$|^(leave|resolve|get)_note|board/, none('discord-ops notes are local to that server')],
    [/persona|^send_as$/, none('personas (webhook identities) are a discord-ops feature; webhooks_execute is the nearest building block')],
    [/^image_fetch$|^fetch_image$/, none('fetching images is outside the chat-mcp catalog')],
  ],
};
