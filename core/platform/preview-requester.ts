import { maskRoute } from './platform-error.js';
import { clientOf, type PlatformRequest, type PlatformRequester } from './platform-requester.js';

/** Thrown to stop a tool at its first write when the call may only preview. */
export class WriteIntercepted extends Error {
  constructor(readonly request: PlatformRequest) {
    super('write intercepted for preview');
  }
}

/**
 * Lets reads through (so a preview can show the current state) and stops at the first write,
 * which becomes the preview's "would send".
 */
export class PreviewRequester implements PlatformRequester {
  /** The last object read before the intercepted write: the state the write would change. */
  current: unknown;
  readonly sharedClient: PlatformRequester;

  constructor(private readonly inner: PlatformRequester) {
    this.sharedClient = clientOf(inner);
  }

  async request<T>(req: PlatformRequest): Promise<T> {
    if (req.method !== 'GET') {
      const { bearerToken: _secret, ...shown } = req;
      throw new WriteIntercepted({ ...shown, route: maskRoute(req.route) as `/${string}` });
    }
    const result = await this.inner.request<T>(req);
    this.current = result;
    return result;
  }
}
