/** A tiny method+path router for Discord-style templates (`/guilds/{guild_id}/...`). */
export interface RouteMatch<H> {
  handler: H;
  template: string;
  params: Record<string, string>;
}

interface Entry<H> {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  handler: H;
  /** Tried before unguarded entries of the same shape (see RouteTable.guarded). */
  first?: boolean;
}

export class Router<H> {
  private readonly entries: Entry<H>[] = [];

  add(method: string, template: string, handler: H, first = false): void {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    // Literal segments first so `/users/@me` wins over `/users/{user_id}`.
    this.entries.push({ method, template, pattern: new RegExp(`^${source}$`), names, handler, first });
    this.entries.sort((a, b) => a.names.length - b.names.length || Number(b.first ?? false) - Number(a.first ?? false));
  }

  /** `accept` lets a guarded handler decline a request, which then goes to the next matching entry. */
  match(method: string, path: string, accept?: (handler: H, params: Record<string, string>) => boolean): RouteMatch<H> | undefined {
    for (const entry of this.entries) {
      if (entry.method !== method) continue;
      const m = entry.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
      if (accept && !accept(entry.handler, params)) continue;
      return { handler: entry.handler, template: entry.template, params };
    }
    return undefined;
  }

  /** Whether any method answers this path (405 rather than 404). */
  hasPath(path: string): boolean {
    return this.entries.some((e) => e.pattern.test(path));
  }
}
