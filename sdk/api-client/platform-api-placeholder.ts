/**
 * TEMPORARY (issue 18): the smallest `PlatformAPI` the runtime's context needs until the client
 * generated from the API description (issue 17) lands. Drop this file on merge and export the
 * generated `PlatformAPI` from `index.ts`; the runtime constructs it with the same options.
 */
export interface PlatformAPIOptions {
  endpoint: string;
  authToken?: string;
  userAgent?: string;
}

export class PlatformAPIError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.name = 'PlatformAPIError';
    this.code = code;
  }
}

type Answer<T = unknown> = Promise<{ data: T }>;

export class PlatformAPI {
  readonly endpoint: string;
  readonly authToken: string | undefined;
  readonly userAgent: string | undefined;

  constructor(options: PlatformAPIOptions) {
    this.endpoint = options.endpoint;
    this.authToken = options.authToken;
    this.userAgent = options.userAgent;
  }

  /** One call of the API: JSON in, `{data}` out, a `PlatformAPIError` naming the status otherwise. */
  async request<T>(method: string, path: string, body?: unknown): Answer<T> {
    const headers: Record<string, string> = {};
    if (this.authToken) headers.Authorization = `Bearer ${this.authToken}`;
    if (this.userAgent) headers['User-Agent'] = this.userAgent;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.endpoint.replace(/\/$/, '')}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text.
    }
    if (!response.ok) {
      const message = (data as { error?: { message?: string } } | null)?.error?.message ?? text;
      throw new PlatformAPIError(`${method} ${path} answered ${response.status}: ${message}`, response.status);
    }
    return { data: data as T };
  }

  readonly integrations = {
    getIntegrationInstallationById: (name: string, installationId: string) =>
      this.request('GET', `/v1/integrations/${encodeURIComponent(name)}/installations/${encodeURIComponent(installationId)}`),
    updateIntegrationInstallation: (name: string, installationId: string, body: unknown) =>
      this.request('PATCH', `/v1/integrations/${encodeURIComponent(name)}/installations/${encodeURIComponent(installationId)}`, body),
    queueIntegrationTask: (name: string, body: { task: Record<string, unknown>; schedule?: number }) =>
      this.request('POST', `/v1/integrations/${encodeURIComponent(name)}/tasks`, body),
  };
}
