import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One request of a chat-mcp.search-test.v2 set: its text, the tool (or tools) a careful reader would pick, and how it is grouped. */
export interface SearchTestRequest {
  q: string;
  expect: string | string[];
  kind: string;
  lang: string;
  style: string;
}

export interface SearchTestSet {
  schema: string;
  note: string;
  requests: SearchTestRequest[];
}

/** A frozen search test set from bench/, parsed as written (the shape tests check it; nothing here prints a request). */
export function readSearchTestSet(file: string): SearchTestSet {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'bench', file), 'utf8')) as SearchTestSet;
}
