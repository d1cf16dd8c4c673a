import type { EmulatorState } from '../state/emulator-state.js';
import type { Router } from './router.js';

export interface EmuRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: any;
  /** Decoded X-Audit-Log-Reason, when sent. */
  reason: string | null;
  /** The Authorization header, for routes that take a user's Bearer token instead of the bot's. */
  authorization?: string | null;
  /** Files of a multipart/form-data request (the text fields are in `body`). */
  files?: import('./multipart.js').UploadedFile[];
  state: EmulatorState;
}

/** `body` undefined answers 204 No Content. */
export interface EmuResponse {
  status?: number;
  body?: unknown;
}

export interface RouteHandler {
  run(req: EmuRequest): EmuResponse;
  /** False for routes authorised by a token in the path (webhooks, interactions). */
  auth: boolean;
  /** A guarded route answers only the requests this accepts; the others fall through to the same path's next route. */
  when?: (params: Record<string, string>, state: EmulatorState) => boolean;
}

/** Registers a domain's routes; each domain lives in its own file under routes/. */
export type RouteModule = (routes: RouteTable) => void;

export class RouteTable {
  constructor(readonly router: Router<RouteHandler>) {}

  private add(method: string, template: string, run: RouteHandler['run'], auth = true): void {
    this.router.add(method, template, { run, auth });
  }

  get = (t: string, run: RouteHandler['run'], auth?: boolean) => this.add('GET', t, run, auth);
  post = (t: string, run: RouteHandler['run'], auth?: boolean) => this.add('POST', t, run, auth);
  put = (t: string, run: RouteHandler['run'], auth?: boolean) => this.add('PUT', t, run, auth);
  patch = (t: string, run: RouteHandler['run'], auth?: boolean) => this.add('PATCH', t, run, auth);
  delete = (t: string, run: RouteHandler['run'], auth?: boolean) => this.add('DELETE', t, run, auth);

  /**
   * Shares a path with another domain: e.g. interaction tokens on the webhook routes (application id as webhook id).
   * Guarded routes are tried first; a request `when` declines goes to the unguarded route of the same path.
   */
  guarded(method: string, template: string, when: NonNullable<RouteHandler['when']>, run: RouteHandler['run'], auth = true): void {
    this.router.add(method, template, { run, auth, when }, true);
  }
}
