/**
 * A local stand-in for the platform's HTTP API: calls to `environment.apiEndpoint` never leave the
 * machine. It answers the resources integrations read most with plausible data and records every
 * call; other services add routes (e.g. installations answer updates to their configuration).
 */

export interface ApiCall {
  method: string;
  /** Path below the API endpoint, e.g. `/v1/spaces/abc`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, the raw text when it is not JSON, null when empty. */
  body: unknown;
  /** The bearer token the integration sent. */
  token: string | null;
}

/** A route answers with a Response, or any value (sent as JSON 200). */
export type ApiHandler = (call: ApiCall) => unknown | Promise<unknown>;

export interface ApiStub {
  /** Adds a route; `pattern` like `/v1/spaces/:spaceId`. Later routes win over earlier ones. Returns a remover. */
  route(method: string, pattern: string, handler: ApiHandler): () => void;
  /** Tokens the stub accepts (the studio issues them with each environment). */
  acceptToken(token: string): void;
  handle(request: {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: Record<string, string>;
    body: Uint8Array;
  }): Promise<Response>;
}

interface Route {
  method: string;
  segments: string[];
  handler: ApiHandler;
}

function match(route: Route, method: string, parts: string[]): Record<string, string> | null {
  if (route.method !== '*' && route.method !== method) return null;
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(parts[i]!);
    else if (segment !== parts[i]) return null;
  }
  return params;
}

function apiError(status: number, message: string): Response {
  return Response.json({ error: { code: status, message } }, { status });
}

export function createApiStub(): ApiStub {
  const routes: Route[] = [];
  const tokens = new Set<string>();
  const stub: ApiStub = {
    route(method, pattern, handler) {
      const route = { method: method.toUpperCase(), segments: pattern.split('/').filter(Boolean), handler };
      routes.unshift(route);
      return () => {
        const index = routes.indexOf(route);
        if (index >= 0) routes.splice(index, 1);
      };
    },
    acceptToken(token) {
      tokens.add(token);
    },
    async handle(request) {
      const authorization = request.headers.authorization ?? '';
      const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? null;
      if (!token || !tokens.has(token)) {
        return apiError(401, 'The studio API stub needs "Authorization: Bearer <token>" with a token from context.environment.apiTokens.');
      }
      const parts = request.path.split('/').filter(Boolean);
      const method = request.method.toUpperCase();
      for (const route of routes) {
        const params = match(route, method, parts);
        if (!params) continue;
        const text = new TextDecoder().decode(request.body);
        let body: unknown = null;
        if (text) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
        const result = await route.handler({
          method,
          path: request.path,
          params,
          query: request.query,
          headers: request.headers,
          body,
          token,
        });
        return result instanceof Response ? result : Response.json(result ?? {});
      }
      return apiError(
        404,
        `The studio's API stub has no route for ${method} ${request.path}. Add one with host.api.route(method, pattern, handler).`,
      );
    },
  };
  return stub;
}
