import { injectable } from '../dependency-injection.js';
import { deriveContract, type SchemaSource, type ToolClass, type ToolContract, type ToolDeclaration } from './contract.js';

const contracts = new WeakMap<object, ToolContract>();

/**
 * Declares a tool class: records its contract and makes it injectable.
 * The class is registered with the host only when its pack is loaded.
 */
export function tool<I extends SchemaSource, O extends SchemaSource>(declaration: ToolDeclaration<I, O>) {
  return <T extends new (...args: never[]) => unknown>(target: T): T => {
    contracts.set(target, deriveContract(declaration as unknown as ToolDeclaration));
    injectable()(target as never);
    return target;
  };
}

export function contractOf(ctor: ToolClass): ToolContract {
  const contract = contracts.get(ctor);
  if (!contract) throw new Error(`${ctor.name} has no @tool declaration`);
  return contract;
}
