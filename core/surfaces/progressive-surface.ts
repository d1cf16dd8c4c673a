import type * as z from 'zod';
import type { Host } from '../host.js';
import { withCompanionText } from '../policy/companion-text.js';
import { errorResult, type ToolCall, type ToolResult } from '../policy/tool-call.js';
import { ToolError } from '../policy/tool-error.js';
import { isVisible } from '../policy/visibility.js';
import { purposeLine, requiredArguments } from '../search/compact-hit.js';
import { likelyCategories, summariseCategories, type CategorySummary } from '../search/category-summaries.js';
import { noToolAnswer } from '../search/no-tool-answer.js';
import { loadToolSearchIndex } from '../search/search-index-artefact.js';
import { fuseRankings, type Ranking, type SearchableTool, type ToolSearchIndex } from '../search/tool-search-index.js';
import type { Risk } from '../tools/contract.js';
import { behindAnswer, type ListedTool, type ToolSurface } from './full-surface.js';
import type { ListingEntry } from './tool-listing.js';
import { DISPATCH_INPUT_JSON, dispatchInput, SEARCH_INPUT_JSON, SEARCH_OUTPUT_JSON, searchInput, type searchOutput } from './surface-tool-schemas.js';

export const DISPATCHER_FOR: Record<Risk, 'mcp_tools_read' | 'mcp_tools_write' | 'mcp_tools_destructive'> = {
  read: 'mcp_tools_read',
  write: 'mcp_tools_write',
  destructive: 'mcp_tools_destructive',
};

/** A Map, not an object: a tool named `constructor` or `__proto__` must not find Object.prototype's members. */
const RISK_OF_DISPATCHER = new Map(Object.entries(DISPATCHER_FOR).map(([risk, name]) => [name as string, risk as Risk]));

/** The architecture-lifecycle tools shown directly; `build_chat_server` is the front door of the plan tool. */
const LIFECYCLE = [
  { name: 'build_chat_server', target: 'guild_blueprint_plan' },
  { name: 'guild_blueprint_apply', target: 'guild_blueprint_apply' },
  { name: 'guild_blueprint_evidence', target: 'guild_blueprint_evidence' },
] as const;

const dispatcherTool = (risk: Risk): ListedTool => ({
  name: DISPATCHER_FOR[risk],
  title: `Run a ${risk} tool`,
  description:
    risk === 'destructive'
      ? 'Run a destructive tool; it only previews unless arguments include "__confirm": true (ask the user first).'
      : `Run a ${risk} tool found by mcp_tools_search.`,
  inputSchema: DISPATCH_INPUT_JSON,
  annotations: {
    readOnlyHint: risk === 'read',
    destructiveHint: risk === 'destructive',
    idempotentHint: risk === 'read',
    openWorldHint: true,
  },
});

/**
 * Below this best score a search answer says the match is weak and names the two likeliest categories. Chosen on
 * the training examples (cross-validated): under it, the first match is right less often than not.
 */
export const WEAK_SCORE = 100;

/**
 * Requests that walk every path of a search once (exact words, a typo, a prefix, another language and the
 * Japanese segmenter, a long request read for its ask, a browse).
 */
const WARM_UP_QUERIES = [
  'who has RSVPd to the movie night event?',
  'pls delet the annoucement channel',
  'show me every invit',
  'borra los mensajes',
  'このメッセージを削除',
  "ok so the raid last night was a mess, anyway can you ban @spammer (ID 123456789012345678) for posting 'free nitro' links",
  'the settings',
  '',
];

/**
 * A hit is relevant when its score is at least this share of the best one's (and the match is not weak): what the
 * answer's count reports, so an agent knows whether a larger limit would show more tools worth reading.
 */
export const RELEVANT_SHARE = 0.5;

/** How many near tools the no-tool answer names as "not quite". */
const NOT_QUITE = 3;

/** The head line of a search answer: how many tools are shown and whether more are relevant. */
export function countLine(shown: number, relevant: number): string {
  const tools = (n: number) => `${n} tool${n === 1 ? '' : 's'}`;
  if (relevant > shown) return `Showing ${shown} of ${relevant} relevant tools, best first (raise limit to see the rest):`;
  if (relevant === shown) return `Showing ${tools(shown)}, best first; no other tool is relevant:`;
  if (relevant === 0) return `Showing ${tools(shown)}, best first; none is a strong match:`;
  return `Showing ${tools(shown)}, best first; the first ${relevant === 1 ? 'is' : `${relevant} are`} relevant, the others weaker:`;
}

/** Tools relevant to any phrasing: scored at least RELEVANT_SHARE of that phrasing's best (and not weak). */
function relevantCount(rankings: readonly Ranking[]): number {
  const relevant = new Set<string>();
  for (const { hits } of rankings) {
    const floor = Math.max(WEAK_SCORE, RELEVANT_SHARE * (hits[0]?.score ?? 0));
    for (const hit of hits) if (hit.score >= floor) relevant.add(hit.contract.name);
  }
  return relevant.size;
}

/** A search answer: a short text for the model (the structured copy carries the rest), and the structured one. */
function answer(text: string, structured: z.input<typeof searchOutput>): ToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/**
 * The answer for a tool of a category this run does not enable: it does not exist for the caller, and the answer
 * says which category the operator would have to enable.
 */
function notEnabled(name: string, category: string | undefined): ToolResult {
  const missing = category ? `: it belongs to the ${category} category, which MCP_CATEGORIES leaves out` : '';
  return withCompanionText(
    errorResult({
      code: 'UNKNOWN_TOOL',
      message: `No enabled tool is named ${name}${missing}.`,
      retriable: false,
      recovery_hint: category
        ? `Ask the operator to add ${category} to MCP_CATEGORIES and restart the server; until then use mcp_tools_search for what is enabled.`
        : 'Find the exact name with mcp_tools_search.',
      ...(category ? { missing_categories: [category] } : {}),
    }),
  );
}

/** A name that is not one of the front's tools: a registered tool runs through its dispatcher, anything else is found by search. */
function unknownOnFront(name: string, registered: { name: string; risk: Risk } | undefined): ToolResult {
  const shown = name.slice(0, 100);
  return errorResult({
    code: 'UNKNOWN_TOOL',
    message: registered
      ? `${shown} is not called directly on this server: it runs through ${DISPATCHER_FOR[registered.risk]}.`
      : `No tool is named ${shown}.`,
    retriable: false,
    recovery_hint: registered
      ? `Call ${DISPATCHER_FOR[registered.risk]} with {"tool": "${registered.name}", "arguments": {...}}.`
      : 'Find the tool with mcp_tools_search, then call the dispatcher it names.',
  });
}

/**
 * The progressive front's tools/list: the lifecycle tools whose tool is enabled (each listed like the tool it
 * fronts), search and the three dispatchers. `listed` gives an enabled tool as the full surface lists it.
 */
export function progressiveTools(listed: (name: string) => ListedTool | undefined): ListedTool[] {
  // Tools of disabled categories do not exist for the caller: no placeholder is listed for them.
  const lifecycle: ListedTool[] = LIFECYCLE.flatMap(({ name, target }) => {
    const registered = listed(target);
    return registered ? [{ ...registered, name }] : [];
  });

  return [
    ...lifecycle,
    {
      name: 'mcp_tools_search',
      title: 'Find tools',
      description: 'Find tools for a task ("who RSVPd to the event"). Each match names its dispatcher; one match, or detail "full", includes schemas.',
      inputSchema: SEARCH_INPUT_JSON,
      outputSchema: SEARCH_OUTPUT_JSON,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    dispatcherTool('read'),
    dispatcherTool('write'),
    dispatcherTool('destructive'),
  ];
}

/**
 * The progressive surface (SPEC 4.5): a small front (lifecycle tools, search, three risk dispatchers) over the
 * same registry and the same policy pipeline as the full surface. The front reads the build's listing, so its list
 * and its searches need no pack, and a dispatched call waits for its own tool's pack only. Behind the listing it
 * loads and warms its search index (a client's first call here is a search); the packs, and after them the
 * connection to Discord (core/start/serving-host.ts), follow its first answered call, while the model reads it.
 */
export function progressiveSurface(host: Host): ToolSurface {
  let made: Promise<ProgressiveFront> | undefined;
  let front: ProgressiveFront | undefined;
  const frontOf = () => (made ??= host.listing().then((listing) => (front = progressiveFront(host, listing))));
  const prepare = () => frontOf().then((f) => f.warmUp());
  return {
    tools: () => {
      behindAnswer(prepare);
      return frontOf().then((f) => f.tools);
    },
    // Asked only after a call has run, by which time the front exists.
    outputSchemaOf: (name) => front?.outputSchemaOf(name),
    call: async (call) => {
      const result = await (await frontOf()).call(call);
      behindAnswer(() => host.load());
      return result;
    },
    prepare,
  };
}

interface ProgressiveFront extends Pick<ToolSurface, 'outputSchemaOf' | 'call'> {
  /** The front's tools/list answer, made once. */
  tools: readonly ListedTool[];
  /** Loads the search index and runs a few searches while the process is idle; resolves when done (once). */
  warmUp(): Promise<void>;
}

/** The front's search and dispatch over the build's listing of the enabled tools. */
function progressiveFront(host: Host, listing: readonly ListingEntry[]): ProgressiveFront {
  // A Map, not an object: a tool named `constructor` or `__proto__` must not find Object.prototype's members.
  const enabled = new Map(listing.map((entry) => [entry.tool.name, entry]));
  const visibleEntry = (name: string) => {
    const entry = enabled.get(name);
    return entry && isVisible(entry, host.config) ? entry : undefined;
  };
  const contracts: SearchableTool[] = listing
    .filter((entry) => isVisible(entry, host.config))
    .map(({ category, risk, tool }) => ({ name: tool.name, title: tool.title, description: tool.description, category, risk }));
  // Loaded from the build's serialised index by the warm-up, or by the first search if that comes sooner; never
  // before the first answers of a start.
  let index: ToolSearchIndex | undefined;
  const searchIndex = () => (index ??= loadToolSearchIndex(contracts));
  let categories: CategorySummary[] | undefined;
  const categorySummaries = () => (categories ??= summariseCategories(contracts));

  const search = (args: z.output<typeof searchInput>): ToolResult => {
    const queries = [args.query, ...(args.queries ?? [])].map((q) => q.trim()).filter(Boolean);
    const wanted = args.category === undefined ? undefined : [args.category].flat();
    const unknown = (wanted ?? []).filter((c) => !categorySummaries().some((s) => s.category === c));
    if (unknown.length) {
      return withCompanionText(
        errorResult({
          code: 'VALIDATION_ERROR',
          message: `Unknown or disabled categor${unknown.length > 1 ? 'ies' : 'y'}: ${unknown.join(', ')}.`,
          retriable: false,
          recovery_hint: `Use one of: ${categorySummaries().map((c) => c.category).join(', ')}; or search without category.`,
        }),
      );
    }
    // Every phrasing is scored once; all the answer says is read from these rankings.
    const rankings = queries.length ? searchIndex().rankings(queries, { categories: wanted }) : [];
    const hits = fuseRankings(rankings, args.limit).hits;
    // The best single phrasing's score says how good the match is (fused scores are ranks, not evidence).
    const best = Math.max(0, ...rankings.map((r) => r.hits[0]?.score ?? 0));
    const named = queries.some((q) => enabled.has(q.toLowerCase()));
    // Nothing searchable (empty, only stopwords), or a request not about running a Discord community: no tool is
    // offered as a match; the answer browses the categories, and says the request is off-topic when it is one.
    const noTool = named || !hits.length ? undefined : noToolAnswer(rankings.map((r) => r.noTool));
    if (!named && (!hits.length || noTool === 'off-topic')) {
      const browse = categorySummaries().filter((c) => !wanted || wanted.includes(c.category));
      const structured: z.input<typeof searchOutput> = { matches: [], total: 0, categories: browse };
      if (hits.length) structured.weak = `Off-topic: this does not read as a task on a Discord server, and none of the ${contracts.length} tools does it. If it is one, search again with a category, or other words.`;
      const lead = structured.weak ?? (queries.length ? 'No good match. Categories (search again with a category, or other words):' : 'Categories (search again with a category, or other words):');
      return answer(`${lead}\n${browse.map((c) => `${c.category} (${c.tools}): ${c.purpose}`).join('\n')}`, structured);
    }
    // A request about Discord that no tool serves: said plainly, with the nearest tools named as not quite it.
    const unserved = noTool === 'unserved';
    const full = args.detail === 'full';
    const shown = unserved ? hits.slice(0, Math.min(NOT_QUITE, args.limit)) : hits;
    const matches = shown.map(({ contract }) => {
      const { tool } = enabled.get(contract.name)!;
      const withInput = !unserved && (full || shown.length === 1);
      return {
        name: contract.name,
        dispatcher: DISPATCHER_FOR[contract.risk],
        purpose: purposeLine(contract.description),
        required: requiredArguments(tool.inputSchema as Parameters<typeof requiredArguments>[0]),
        category: contract.category,
        ...(withInput ? { inputSchema: tool.inputSchema } : {}),
        ...(full ? { outputSchema: tool.outputSchema } : {}),
      };
    });
    const line = (m: (typeof matches)[number]) => `${m.name} via ${m.dispatcher} (${Object.keys(m.required).join(', ') || 'no required arguments'}): ${m.purpose}`;
    if (unserved) {
      const structured: z.input<typeof searchOutput> = {
        matches,
        total: 0,
        weak: `No tool does this: none of the ${contracts.length} tools can do what was asked. Not quite: ${matches.map((m) => m.name).join(', ')} (the closest tools; none of them does it).`,
      };
      return answer(`${structured.weak}\n${matches.map((m) => `not quite: ${line(m)}`).join('\n')}`, structured);
    }
    const relevant = best < WEAK_SCORE && !named ? 0 : relevantCount(rankings);
    const structured: z.input<typeof searchOutput> = { matches, total: Math.max(relevant, named ? 1 : 0) };
    if (!wanted && best < WEAK_SCORE && !named) {
      const likely = likelyCategories(fuseRankings(rankings, 10).hits, categorySummaries());
      structured.weak = `Weak match: none of these may fit. Most likely categories: ${likely.map((c) => c.category).join(', ')}; search again with category, or other words.`;
      structured.categories = likely;
    }
    const head = structured.weak ?? countLine(matches.length, structured.total);
    return answer(`${head}\n${matches.map(line).join('\n')}`, structured);
  };

  // While the process is idle after start, load the index and run a few searches, so the first search an agent
  // makes costs what the tenth does (bench/README.md, "first search"). Unreferenced: it never keeps a process alive.
  // One step per turn of the event loop, so a request that arrives meanwhile waits for one step at most.
  let warmed: Promise<void> | undefined;
  const warmUp = () =>
    (warmed ??= new Promise<void>((done, failed) => {
      const step = (at: number) => {
        try {
          if (at === 0) searchIndex();
          else search(searchInput.parse({ query: WARM_UP_QUERIES[at - 1] }));
        } catch (error) {
          // No build artefact: the first search answers that error; an idle process does not crash on it.
          if (error instanceof ToolError) done();
          else failed(error);
          return;
        }
        if (at < WARM_UP_QUERIES.length) setTimeout(() => step(at + 1), 0).unref();
        else done();
      };
      setTimeout(() => step(0), 0).unref();
    }));

  const dispatch = (call: ToolCall, dispatcher: string): Promise<ToolResult> | ToolResult => {
    const parsed = dispatchInput.safeParse(call.args);
    if (!parsed.success) {
      return withCompanionText(
        errorResult({
          code: 'VALIDATION_ERROR',
          message: `Invalid arguments for ${dispatcher}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ')}`,
          retriable: false,
          recovery_hint: 'Pass {"tool": "<exact name>", "arguments": {...}}.',
        }),
      );
    }
    const category = host.categoryOfTool(parsed.data.tool);
    if (!enabled.has(parsed.data.tool) && category && !host.enabledCategories.includes(category)) return notEnabled(parsed.data.tool, category);
    const target = visibleEntry(parsed.data.tool);
    if (!target) {
      return withCompanionText(
        errorResult({
          code: 'UNKNOWN_TOOL',
          message: `No enabled tool is named ${parsed.data.tool}.`,
          retriable: false,
          recovery_hint: 'Find the exact name with mcp_tools_search.',
        }),
      );
    }
    const wanted = DISPATCHER_FOR[target.risk];
    if (wanted !== dispatcher) {
      return withCompanionText(
        errorResult({
          code: 'WRONG_DISPATCHER',
          message: `${target.tool.name} is a ${target.risk} tool; ${dispatcher} runs only ${RISK_OF_DISPATCHER.get(dispatcher)} tools. Nothing was run.`,
          retriable: false,
          recovery_hint: `Call ${wanted} with the same arguments.`,
          dispatcher: wanted,
        }),
      );
    }
    return host.run({ ...call, name: target.tool.name, args: parsed.data.arguments });
  };

  return {
    outputSchemaOf: (name) => {
      if (name === 'mcp_tools_search') return SEARCH_OUTPUT_JSON;
      const life = LIFECYCLE.find((l) => l.name === name);
      return life ? enabled.get(life.target)?.tool.outputSchema : undefined;
    },
    call: async (call) => {
      if (call.name === 'mcp_tools_search') {
        const parsed = searchInput.safeParse(call.args);
        if (!parsed.success) {
          return withCompanionText(
            errorResult({
              code: 'VALIDATION_ERROR',
              message: `Invalid arguments for mcp_tools_search: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ')}`,
              retriable: false,
            }),
          );
        }
        try {
          return search(parsed.data);
        } catch (error) {
          if (error instanceof ToolError) return withCompanionText(errorResult(error.toBody()));
          throw error;
        }
      }
      if (RISK_OF_DISPATCHER.has(call.name)) return dispatch(call, call.name);
      const life = LIFECYCLE.find((l) => l.name === call.name);
      if (life) return enabled.has(life.target) ? host.run({ ...call, name: life.target }) : notEnabled(life.name, host.categoryOfTool(life.target));
      const registered = visibleEntry(call.name);
      return withCompanionText(unknownOnFront(call.name, registered && { name: registered.tool.name, risk: registered.risk }));
    },
    tools: progressiveTools((name) => enabled.get(name)?.tool),
    warmUp,
  };
}
