import type { Operation } from './description.ts';

export type RouteMatch<T extends Operation = Operation> =
  | { kind: 'operation'; operation: T; params: Record<string, string> }
  /** The path is the description's but not with this method. */
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'no-route' };

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * Routes a request to the operation of the description it addresses. Where templates overlap
 * (`/orgs/{organizationId}/sites/{siteId}` and `/orgs/{organizationId}/sites/default`), a literal
 * segment wins over a parameter, earliest segment first, as a path router would decide.
 */
export function createRouter<T extends Operation>(operations: T[]) {
  const ranked = [...operations].sort((a, b) => {
    if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
    for (let i = 0; i < a.segments.length; i++) {
      const pa = isParam(a.segments[i]!);
      const pb = isParam(b.segments[i]!);
      if (pa !== pb) return pa ? 1 : -1;
    }
    return 0;
  });

  function matches(operation: T, parts: string[]): Record<string, string> | null {
    if (operation.segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i++) {
      const segment = operation.segments[i]!;
      if (isParam(segment)) {
        let value: string;
        try {
          value = decodeURIComponent(parts[i]!);
        } catch {
          return null;
        }
        params[segment.slice(1, -1)] = value;
      } else if (segment !== parts[i]) return null;
    }
    return params;
  }

  return {
    /** `path` is below `/v1`, e.g. `/spaces/abc/content`. */
    match(method: string, path: string): RouteMatch<T> {
      const parts = path.split('/').filter(Boolean);
      const allowed: string[] = [];
      let template: string | null = null;
      for (const operation of ranked) {
        // Once a template matched, only its own methods count (a more general template is another route).
        if (template !== null && operation.path !== template) continue;
        const params = matches(operation, parts);
        if (!params) continue;
        template = operation.path;
        if (operation.method === method.toUpperCase()) return { kind: 'operation', operation, params };
        allowed.push(operation.method);
      }
      return allowed.length ? { kind: 'method-not-allowed', allowed } : { kind: 'no-route' };
    },
  };
}
