import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The vendored contract (spec/README.md): what the code is checked against, never its source. */
export const SPEC_DIR = join(import.meta.dirname, '..', '..', 'spec');

export interface SpecRoute {
  method: string;
  path: string;
}

export interface SpecTool {
  name: string;
  category: string;
  risk: string;
  annotations: Record<string, boolean>;
  confirm: boolean;
  dry_run: boolean;
  scope: string;
  platform: SpecRoute[];
  permissions: string[];
  input: { name: string; required: boolean }[];
  output: string;
}

export interface SpecCatalog {
  schema: string;
  total: number;
  categories: Record<string, number>;
  tools: SpecTool[];
}

/** One recorded additive extension of a spec tool's contract (spec/catalog/extensions.json). */
export interface ContractExtension {
  tool: string;
  input?: string[];
  /** Spec-required inputs the tool accepts without, when one of the extra inputs is given instead. */
  optional?: string[];
  platform?: SpecRoute[];
  output?: string[];
  reason: string;
}

const readSpecJson = <T>(file: string): T => JSON.parse(readFileSync(join(SPEC_DIR, 'catalog', file), 'utf8')) as T;

export const specCatalog = (): SpecCatalog => readSpecJson<SpecCatalog>('tools.json');
export const specResources = () => readSpecJson<{ resources: unknown[] }>('resources.json').resources;
export const contractExtensions = () => readSpecJson<{ schema: string; extensions: ContractExtension[] }>('extensions.json');
