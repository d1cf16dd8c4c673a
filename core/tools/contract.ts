import type { z } from 'zod';
import type { PlatformRequester } from '../platform/platform-requester.js';

export type Risk = 'read' | 'write' | 'destructive';

/** How `ALLOWED_GUILDS` is enforced for a tool (catalog README, "Scope and ALLOWED_GUILDS"). */
export type GuildScope = 'guild' | 'channel' | 'global' | 'application' | 'interaction' | 'webhook-token' | 'local';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Discord operation a tool performs, as listed in the catalog. */
export interface PlatformRoute {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/guilds/{guild_id}/scheduled-events`. */
  path: string;
}

export type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * A tool's schema as declared: the schema itself, or a function that builds it. A tool's own schemas are declared
 * as functions (`const input = () => z.strictObject({...})`): the host builds them on the tool's first call, so the
 * tools' thousands of zod objects are not held by a process that calls a few of them (bench/HISTORY.md, "Ready").
 */
export type SchemaSource<S extends ObjectSchema = ObjectSchema> = S | (() => S);

/** The schema a declaration names, built afresh if it is declared as a function. */
export function buildSchema<S extends ObjectSchema>(source: SchemaSource<S>): S {
  return typeof source === 'function' ? source() : source;
}

/**
 * How the host parses a tool's input and output: without zod's JIT. zod compiles an object schema into a function on
 * its first parse, which costs time and resident code per schema; a session calls each tool a few times, so that
 * compile costs every tool's first call more than it ever saves (bench/HISTORY.md, "Ready"). Same verdicts either way.
 */
export const TOOL_PARSE = { jitless: true } as const;

/** The schema a source builds. */
export type SchemaOf<T extends SchemaSource> = T extends () => infer S ? (S extends ObjectSchema ? S : never) : T extends ObjectSchema ? T : never;

/** The validated arguments a tool's `execute` receives, from its input schema (or the function that builds it). */
export type ToolArgs<I extends SchemaSource> = z.output<SchemaOf<I>>;
/** What a tool's `execute` returns, before the host checks it against the output schema. */
export type ToolReturn<O extends SchemaSource> = z.input<SchemaOf<O>>;
/** The checked output, as `summarize` receives it. */
export type ToolOutput<O extends SchemaSource> = z.output<SchemaOf<O>>;

/** What a tool author declares with `@tool({...})`. */
export interface ToolDeclaration<I extends SchemaSource = SchemaSource, O extends SchemaSource = SchemaSource> {
  name: string;
  category: string;
  risk: Risk;
  scope: GuildScope;
  title: string;
  /** What it does, when to use it, what it needs. One or two sentences. */
  description: string;
  /** Words people use for this job that the name and description do not contain. Feeds tool search. */
  synonyms: readonly string[];
  input: I;
  output: O;
  platform: readonly PlatformRoute[];
  /** Discord permission flags the operation normally needs. */
  permissions: readonly string[];
  idempotent: boolean;
  /** False only for tools that never leave the process. */
  openWorld: boolean;
  /**
   * The input field naming a person this tool contacts directly (a DM). The operator's consent policy
   * (CHAT_MCP_DM_CONSENT) must admit that person before anything is sent.
   */
  recipientField?: string;
  /**
   * Input fields that must name a channel of one of these Discord channel types (numbers, e.g. 15 forum), such as
   * `{ channel_id: [15, 16] }` for a forum post, or types that depend on another input's value (an event's
   * `entity_type`). The host checks them from its cached channel lookup before anything is sent, and refuses
   * another type with PRECONDITION_FAILED naming both.
   */
  channelTypes?: Readonly<Record<string, ChannelTypeRule>>;
  /**
   * For a tool that sends exactly the Discord requests another tool sends (the same methods and routes, in order):
   * that tool, and why both exist. test/unit/shared-routes.test.ts refuses such a pair without it as a
   * near-duplicate. In a group of tools that share their routes, every tool but the first names one of the others.
   */
  sharesRoutesWith?: { readonly tool: string; readonly reason: string };
}

/**
 * The channel types an input field must have: always the same, chosen by another input field's value, or required
 * only when any of some fields is given (fields that exist for one kind of channel only).
 */
export type ChannelTypeRule =
  | readonly number[]
  | { readonly by: string; readonly types: Readonly<Record<string, readonly number[]>> }
  | { readonly whenAny: readonly string[]; readonly types: readonly number[] };

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** The full contract the host derives from a declaration: risk decides annotations and gates. */
export interface ToolContract extends ToolDeclaration {
  annotations: ToolAnnotations;
  /** Destructive tools execute only with `__confirm: true`. */
  confirm: boolean;
  /** Destructive tools accept `dry_run: true` for a preview. */
  dryRun: boolean;
}

/** Per-call facilities handed to a tool. */
export interface ToolContext {
  /** The Discord client for this call; under preview or dry-run it stops at the first write. */
  platform: PlatformRequester;
  signal: AbortSignal;
  transport: 'stdio' | 'http' | 'in-memory';
  /** True when the call only previews (dry run, MCP_WRITE_MODE=preview): `platform` stops at the first write. */
  preview?: boolean;
  /**
   * The guild that owns a channel or thread (null for DMs): the policy's cached `GET /channels/{id}` lookup,
   * not a tool call. For output that needs the guild, such as message jump links (REST messages carry no guild_id).
   */
  channelGuild(channelId: string): Promise<string | null>;
  /** MCP progress notifications; present only when the client asked for progress (sent a progress token). */
  progress?: (progress: number, total?: number, message?: string) => void;
}

/** What every tool class implements. `input` is already validated against the declared schema. */
export interface ToolHandler<I extends SchemaSource = ObjectSchema, O extends SchemaSource = ObjectSchema> {
  execute(input: ToolArgs<I>, ctx: ToolContext): Promise<ToolReturn<O>>;
}

export type ToolClass = new (...args: never[]) => ToolHandler;

export function deriveContract(declaration: ToolDeclaration): ToolContract {
  const destructive = declaration.risk === 'destructive';
  return {
    ...declaration,
    annotations: {
      readOnlyHint: declaration.risk === 'read',
      destructiveHint: destructive,
      idempotentHint: declaration.idempotent,
      openWorldHint: declaration.openWorld,
    },
    confirm: destructive,
    dryRun: destructive,
  };
}
