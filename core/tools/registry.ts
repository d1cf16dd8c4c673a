import { injectable } from '../dependency-injection.js';
import { buildSchema, type ObjectSchema, type ToolClass, type ToolContract } from './contract.js';
import { toToolJsonSchema } from './json-schema.js';
import { precomputedJsonSchemas } from './precomputed-json-schemas.js';
import { destructiveGateInputs } from './schemas.js';
import { contractOf } from './tool-decorator.js';

/**
 * A registered tool: its contract, the schemas the host validates with, and their JSON forms (precomputed by the
 * build, or converted once on first use when running from sources).
 */
export interface RegisteredTool {
  contract: ToolContract;
  ctor: ToolClass;
  /** The declared (strict) input, plus the destructive gate inputs where they apply. */
  inputSchema: ObjectSchema;
  outputSchema: ObjectSchema;
  inputJsonSchema: Record<string, unknown>;
  outputJsonSchema: Record<string, unknown>;
}

/** Every tool of the loaded packs, by name. The single source the surfaces, search and checks read. */
@injectable()
export class ToolRegistry {
  private readonly tools = new Map<string, RegisteredTool>();
  private complete: () => Promise<unknown> = () => Promise.resolve();
  private categoryRank: ReadonlyMap<string, number> | undefined;

  /**
   * Resolves once every enabled pack is registered. A call may run while later packs still load (core/host.ts):
   * code that reads other tools than the one called (pipelines, suggestions) waits for this first.
   */
  async whenComplete(): Promise<void> {
    // A failed load ends the process, so waiting callers are simply let through.
    await this.complete().catch(() => undefined);
  }

  /**
   * The host's pack loading: `load` loads every enabled pack (starting it if need be), and `categories` is the
   * manifest order the registry lists in, whatever order the packs arrive in.
   */
  loadsWith(load: () => Promise<unknown>, categories: readonly string[]): void {
    this.complete = load;
    this.categoryRank = new Map(categories.map((category, i) => [category, i]));
  }

  register(ctor: ToolClass): RegisteredTool {
    const contract = contractOf(ctor);
    if (this.tools.has(contract.name)) throw new Error(`tool ${contract.name} is registered twice`);
    // Built on first use: a process holds the zod objects of the tools it calls, not of all of them.
    let inputSchema: ObjectSchema | undefined;
    let outputSchema: ObjectSchema | undefined;
    const precomputed = precomputedJsonSchemas()?.[contract.name];
    let inputJson = precomputed?.input;
    let outputJson = precomputed?.output;
    const entry: RegisteredTool = {
      contract,
      ctor,
      get inputSchema() {
        // safeExtend keeps the declaration's cross-field refinements.
        return (inputSchema ??= strictSchema(contract.name, 'input', contract.confirm ? buildSchema(contract.input).safeExtend(destructiveGateInputs) : buildSchema(contract.input)));
      },
      get outputSchema() {
        return (outputSchema ??= strictSchema(contract.name, 'output', buildSchema(contract.output)));
      },
      get inputJsonSchema() {
        return (inputJson ??= toToolJsonSchema(entry.inputSchema, 'input'));
      },
      get outputJsonSchema() {
        return (outputJson ??= toToolJsonSchema(entry.outputSchema, 'output'));
      },
    };
    this.tools.set(contract.name, entry);
    return entry;
  }

  get(name: string): RegisteredTool | undefined {
    return this.tools.get(name);
  }

  /** Every registered tool: manifest order, then each pack's order. */
  list(): RegisteredTool[] {
    const tools = [...this.tools.values()];
    const rank = this.categoryRank;
    return rank ? tools.sort((a, b) => (rank.get(a.contract.category) ?? 0) - (rank.get(b.contract.category) ?? 0)) : tools;
  }

  get size(): number {
    return this.tools.size;
  }
}

/**
 * A z.strictObject (refined or not): its unknown keys are refused, so its JSON Schema says additionalProperties: false.
 * Checked when the schema is built; the build (precomputing every tool's JSON Schema) builds them all.
 */
function strictSchema(tool: string, side: 'input' | 'output', schema: ObjectSchema): ObjectSchema {
  const def = (schema as unknown as { _zod: { def: { type: string; catchall?: { _zod: { def: { type: string } } } } } })._zod.def;
  if (def.type !== 'object' || def.catchall?._zod.def.type !== 'never') throw new Error(`tool ${tool}: the ${side} schema must be a z.strictObject`);
  return schema;
}
