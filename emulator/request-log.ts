/** One request the emulator received, as tests inspect it. */
export interface LoggedRequest {
  method: string;
  /** The concrete path below /api/v10, e.g. `/guilds/1/scheduled-events`. */
  path: string;
  /** The OpenAPI template it matched, e.g. `/guilds/{guild_id}/scheduled-events`, or null. */
  template: string | null;
  operationId: string | null;
  query: Record<string, string>;
  body: unknown;
  auditReason: string | null;
  /** Files of a multipart/form-data request (its text fields are in `body`). */
  files?: { field: string; filename: string; contentType: string | null; size: number }[];
  authorization: string | null;
  userAgent: string | null;
  status: number;
  /** OpenAPI problems; non-empty means the request was not a valid Discord operation. */
  problems: string[];
  /** Whether the handler ran and its effect was applied (false for faults, 429s and rejected requests). */
  applied: boolean;
  /** With response validation on: where the answer departs from Discord's documented response schema. */
  responseProblems: string[];
  /** When the request arrived (epoch ms): rate tests count requests per second from it. */
  at?: number;
}

export interface RequestFilter {
  method?: string;
  template?: string;
  path?: string | RegExp;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Everything the emulator received, with the assertions tests need. */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];

  constructor(private readonly unlogged: (entry: LoggedRequest) => boolean = () => false) {}

  record(entry: LoggedRequest): void {
    if (!this.unlogged(entry)) this.entries.push(entry);
  }

  find(filter: RequestFilter = {}): LoggedRequest[] {
    return this.entries.filter(
      (e) =>
        (!filter.method || e.method === filter.method) &&
        (!filter.template || e.template === filter.template) &&
        (!filter.path || (typeof filter.path === 'string' ? e.path === filter.path : filter.path.test(e.path))),
    );
  }

  count(filter: RequestFilter = {}): number {
    return this.find(filter).length;
  }

  /** Requests that would change state (whether or not they were applied). */
  writes(): LoggedRequest[] {
    return this.entries.filter((e) => WRITE_METHODS.has(e.method));
  }

  /** Writes whose effect was applied: what "a write happened" means. */
  appliedWrites(): LoggedRequest[] {
    return this.writes().filter((e) => e.applied);
  }

  /** Requests that are not valid Discord v10 operations. A test fails when this is not empty. */
  invalid(): LoggedRequest[] {
    return this.entries.filter((e) => e.problems.length > 0);
  }

  /** Answers that do not match Discord's documented response schemas (only with response validation on). */
  invalidResponses(): LoggedRequest[] {
    return this.entries.filter((e) => e.responseProblems.length > 0);
  }

  clear(): void {
    this.entries.length = 0;
  }
}
