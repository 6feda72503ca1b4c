import type { InstallationsService } from './service.ts';

/** A request to one of the studio's own API routes, as the host hands it over. */
export interface ApiRequest {
  params: Record<string, string>;
  body: unknown;
  /** The bearer token of the `Authorization` header, or null. */
  token: string | null;
}
export interface ApiAnswer {
  status: number;
  body: unknown;
}
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** `:name` segments become params. */
  pattern: string;
  handle(request: ApiRequest): Promise<ApiAnswer> | ApiAnswer;
}

const refuse = (status: number, message: string): ApiAnswer => ({ status, body: { error: { code: status, message } } });

/**
 * The studio's own endpoints beside the platform API (the emulator in `services/platform`
 * answers the platform's installation routes): the OAuth state check and the OAuth failure report
 * of `createOAuthHandler`. Every call must carry the installation's token (or the integration's).
 */
export function installationApiRoutes(service: InstallationsService): ApiRoute[] {
  function authorize(request: ApiRequest, installationId: string): ApiAnswer | null {
    if (!request.token) return refuse(401, 'Missing Authorization: Bearer <token> (use environment.apiTokens.installation).');
    const owner = service.tokenOwner(request.token);
    if (owner === null) return refuse(401, 'The API token is not one the studio issued.');
    const installation = service.stored(installationId);
    if (!installation) return refuse(404, `No installation ${installationId}.`);
    // An organization installation's token may act for its space and site installations, not the other way round.
    if (owner === 'integration' || owner.id === installationId || installation.parentId === owner.id) return null;
    return refuse(403, `This token belongs to installation ${owner.id}, not ${installationId}.`);
  }

  return [
    {
      // The studio's improvement on the platform: the OAuth state is signed and single-use.
      method: 'POST',
      pattern: '/v1/studio/oauth/state',
      handle(request) {
        const state = (request.body as { state?: unknown } | null)?.state;
        if (typeof state !== 'string' || state === '')
          return refuse(400, 'The body must be JSON {"state": "<the state of the callback>"}.');
        const verdict = service.states.consume(state);
        if (!verdict.ok) return refuse(403, verdict.reason);
        const denied = authorize(request, verdict.installationId);
        if (denied) return refuse(403, `The OAuth state names installation ${verdict.installationId}, which this callback cannot act for.`);
        return { status: 200, body: { installationId: verdict.installationId } };
      },
    },
    {
      method: 'POST',
      pattern: '/v1/studio/oauth/result',
      handle(request) {
        const body = (request.body ?? {}) as { installationId?: unknown; error?: unknown };
        if (typeof body.installationId !== 'string' || typeof body.error !== 'string')
          return refuse(400, 'The body must be JSON {"installationId", "error"}.');
        const denied = authorize(request, body.installationId);
        if (denied) return denied;
        service.reportOAuth({ installationId: body.installationId, ok: false, error: body.error });
        return { status: 200, body: { reported: true } };
      },
    },
  ];
}

/** Matches `path` against a route pattern; the params when it matches. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('?')[0]!.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = decodeURIComponent(got[i]!);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}
