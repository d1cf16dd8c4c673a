import { injectable } from 'tsyringe';
import type { ObjectSchema, ToolClass, ToolContract } from './contract.js';
import { toToolJsonSchema } from './json-schema.js';
import { destructiveGateInputs } from './schemas.js';
import { contractOf } from './tool-decorator.js';

/** A registered tool: its contract, the schemas the host validates with, and their JSON forms (computed once). */
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

  register(ctor: ToolClass): RegisteredTool {
    const contract = contractOf(ctor);
    if (this.tools.has(contract.name)) throw new Error(`tool ${contract.name} is registered twice`);
    // safeExtend keeps the declaration's cross-field refinements.
    const inputSchema = (contract.confirm ? contract.input.safeExtend(destructiveGateInputs) : contract.input) as ObjectSchema;
    const outputSchema = contract.output;
    const entry: RegisteredTool = {
      contract,
      ctor,
      inputSchema,
      outputSchema,
      inputJsonSchema: toToolJsonSchema(inputSchema, 'input'),
      outputJsonSchema: toToolJsonSchema(outputSchema, 'output'),
    };
    for (const [side, json] of [['input', entry.inputJsonSchema], ['output', entry.outputJsonSchema]] as const) {
      if (json.additionalProperties !== false) throw new Error(`tool ${contract.name}: the ${side} schema must be a z.strictObject`);
    }
    this.tools.set(contract.name, entry);
    return entry;
  }

  get(name: string): RegisteredTool | undefined {
    return this.tools.get(name);
  }

  list(): RegisteredTool[] {
    return [...this.tools.values()];
  }

  get size(): number {
    return this.tools.size;
  }
}
