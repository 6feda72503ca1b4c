import type { IntegrationEnvironment } from '../api-client/index.ts';
import { PlatformAPI } from '../api-client/platform-api.ts';

/** The environment with the installation's configuration typed by the integration. */
export type RuntimeEnvironment<
  InstallationConfiguration = object,
  SpaceOrSiteInstallationConfiguration = object,
> = IntegrationEnvironment & {
  installation?: NonNullable<IntegrationEnvironment['installation']> & { configuration: InstallationConfiguration };
  spaceInstallation?: NonNullable<IntegrationEnvironment['spaceInstallation']> & { configuration: SpaceOrSiteInstallationConfiguration };
  siteInstallation?: NonNullable<IntegrationEnvironment['siteInstallation']> & { configuration: SpaceOrSiteInstallationConfiguration };
};

export interface QueuedTask {
  /** The payload the `task` event will carry. */
  task: Record<string, unknown>;
  /** Seconds to wait before the platform sends the `task` event (0 to 86400). */
  schedule?: number;
}

/** What every handler receives besides its event, as on the platform. */
export interface RuntimeContext<Environment extends IntegrationEnvironment = IntegrationEnvironment> {
  environment: Environment;
  /** The platform API, authenticated as the installation (or the integration when there is none). */
  api: PlatformAPI;
  integration: {
    /** The platform API authenticated as the integration itself. */
    api: PlatformAPI;
    /** Asks the platform to send a `task` event later (`schedule` seconds from now). */
    queueTask(task: QueuedTask): Promise<void>;
  };
  /** Keeps the runtime alive for `promise` after the answer is sent (logging, follow-up calls). */
  waitUntil(promise: Promise<unknown>): void;
  /** The platform routes it through the installation's proxy when one is configured; the studio has none. */
  fetchWithProxy(input: Request | string | URL, init?: RequestInit): Promise<Response>;
}

/** A handler of the platform runtime: its own arguments, then the context. */
export type RuntimeCallback<Input extends unknown[], Result, Context extends RuntimeContext = RuntimeContext> = (
  ...args: [...Input, Context]
) => Result;

/** The third argument workerd gives a module worker's `fetch`. */
export interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** The one place the context is built from the envelope's environment. */
export function createContext(environment: IntegrationEnvironment, waitUntil: (promise: Promise<unknown>) => void): RuntimeContext {
  const userAgent = `integration-${environment.integration?.name}/${environment.integration?.version ?? 1}`;
  const client = (authToken: string | undefined) => new PlatformAPI({ endpoint: environment.apiEndpoint, authToken, userAgent });
  // As the installation when the event belongs to one; tasks are queued as the integration.
  const api = client(environment.apiTokens?.installation ?? environment.apiTokens?.integration ?? environment.authToken);
  const integrationApi = client(environment.apiTokens?.integration ?? environment.authToken);
  return {
    environment,
    api,
    integration: {
      api: integrationApi,
      async queueTask(task) {
        await integrationApi.integrations.queueIntegrationTask(environment.integration.name, task);
      },
    },
    waitUntil,
    fetchWithProxy: (input, init) => fetch(input, init),
  };
}
