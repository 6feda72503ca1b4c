import { Api } from '../../platform-types/generated/client.ts';
import { PlatformAPIError } from './platform-api-error.ts';

export const PLATFORM_DEFAULT_ENDPOINT = 'https://api.platform.com';
const DEFAULT_USER_AGENT = '@platform/api-client';

export interface PlatformAPIOptions {
  /** Base URL of the API, without `/v1` (integrations pass `context.environment.apiEndpoint`). */
  endpoint?: string;
  /** Bearer token: `context.environment.apiTokens.integration` or `.installation`. */
  authToken?: string;
  userAgent?: string;
}

/** Reads the message of the platform's `{error: {code, message}}` body, or falls back to the status text. */
async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: { message?: unknown } } | null;
    if (body && typeof body.error?.message === 'string' && body.error.message) return body.error.message;
  } catch {
    // Not JSON: the status text says what there is to say.
  }
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * The platform's HTTP API client: methods grouped like the API's paths and named by operationId
 * (`api.orgs.getSiteById(orgId, siteId)`), each resolving to the response with its parsed `data`,
 * or throwing a `PlatformAPIError` for a status of 400 or more.
 */
export class PlatformAPI extends Api<{ authToken?: string }> {
  readonly endpoint: string;
  readonly authToken: string | undefined;
  readonly userAgent: string;

  constructor(options: PlatformAPIOptions = {}) {
    const endpoint = (options.endpoint ?? PLATFORM_DEFAULT_ENDPOINT).replace(/\/+$/, '');
    const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    super({
      baseUrl: `${endpoint}/v1`,
      securityWorker: (security) =>
        security?.authToken ? { headers: { Authorization: `Bearer ${security.authToken}`, 'User-Agent': userAgent } } : {},
      customFetch: async (input, init) => {
        // workerd implements neither `credentials` nor `referrerPolicy`, which the generated defaults set.
        const { credentials: _credentials, referrerPolicy: _referrerPolicy, ...supported } = init ?? {};
        const response = await fetch(input, supported);
        if (!response.ok) throw new PlatformAPIError(await errorMessageOf(response), response);
        return response;
      },
    });
    this.endpoint = endpoint;
    this.authToken = options.authToken;
    this.userAgent = userAgent;
    this.setSecurityData({ authToken: options.authToken });
  }

  /** A client that acts as one installation of the integration, with a token the API issues for it. */
  async createInstallationClient(integrationName: string, installationId: string): Promise<PlatformAPI> {
    const { data } = await this.integrations.createIntegrationInstallationToken(integrationName, installationId);
    return new PlatformAPI({ endpoint: this.endpoint, authToken: data.token, userAgent: this.userAgent });
  }
}
