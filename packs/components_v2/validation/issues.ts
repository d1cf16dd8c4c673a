import type { Placement } from './component-types.js';

/** A finding of the Components V2 validator, tied to the JSON path of the offending node. */

export type PathSegment = string | number;

export interface ComponentIssue {
  path: PathSegment[];
  code: string;
  message: string;
  fix_hint?: string;
}

/** `['components', 0, 'components', 2, 'label']` -> `components[0].components[2].label`. */
export function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>((out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '');
}

export type Node = Record<string, unknown>;

export const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isPresent = (v: unknown) => v !== undefined && v !== null;

/** Collects issues and the message-wide tallies (component count, text length, ids) during one walk. */
export class IssueSink {
  readonly issues: ComponentIssue[] = [];
  componentCount = 0;
  textLength = 0;
  readonly customIds = new Map<string, PathSegment[]>();
  readonly numericIds = new Map<number, PathSegment[]>();

  add(path: PathSegment[], code: string, message: string, fix_hint?: string): void {
    this.issues.push({ path, code, message, ...(fix_hint ? { fix_hint } : {}) });
  }
}

/** Visits a child component at a placement; the tree walker provides it so rule modules need not import it. */
export type Visit = (node: unknown, path: PathSegment[], placement: Placement) => void;
