import type { z } from 'zod';
import type { HostComponents, HostStatus, RenderInput, RenderResult } from '../../../shared/api/host.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';
import type { IntegrationEnvironment, IntegrationEvent } from '../../../shared/platform/index.ts';
import type { OutboundMode } from '../../../shared/mocks/schema.ts';
import type { MockStore } from '../mocks/store.ts';
import type { OAuthStandIn } from '../mocks/oauth-stand-in.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSource } from '../manifest/snapshot.ts';
import type { PlatformApiEmulator } from '../platform/index.ts';
import type { Lookup, OutboundPolicy } from './containment/outbound-policy.ts';
import type { SandboxFailureCode } from './containment/errors.ts';
import type { HostLimits } from './limits.ts';
import type { LogEntry } from './logs.ts';

import type { EnvironmentBase } from '../platform/environment.ts';
import type { PlatformCredentials } from '../platform/credentials.ts';

export { DEV_INSTALLATION_ID } from '../platform/ids.ts';
export type { EnvironmentBase } from '../platform/environment.ts';

/** Returns the environment of an installation, or null when there is no such installation. */
export type EnvironmentProvider = (installationId: string | undefined, base: EnvironmentBase) => IntegrationEnvironment | null;

export interface DispatchOptions {
  installationId?: string;
  /** Raw bytes for the `fetch-body` part (`fetch` events). */
  fetchBody?: Uint8Array;
  /**
   * The request is the sandbox's own call to its public endpoint: it does not make the runtime
   * count as busy with an event, so work the studio was not told of is still watched meanwhile.
   */
  fromSandbox?: boolean;
}

export interface DispatchResult {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  /** The answer as UTF-8 text (`bytes` holds it exactly). */
  body: string;
  bytes: Uint8Array;
  durationMs: number;
  logs: LogEntry[];
  /** Set when the sandbox, not the integration, produced the answer (deadline, crash, limits). */
  error: string | null;
  /** The kind of that failure: `deadline`, `memory`, `too-large`, `crashed`, `not-running`. */
  errorCode: SandboxFailureCode | null;
  /** Journal id of the `dispatch` record. */
  recordId: number;
}

export interface HostOptions extends HostLimits {
  dir: string;
  manifestPath: string;
  /**
   * The manifest service's snapshots: builds read it, and a change rebuilds (the folder watcher then
   * leaves the manifest file to it). Without one (a standalone host) each build reads the file once.
   */
  manifest?: ManifestSource;
  journal: Journal;
  bus: Bus;
  /** Origin of the public server, e.g. http://127.0.0.1:43123. */
  publicOrigin: string;
  /** Origin of the content listener (`publicContentEndpoint`), e.g. http://localhost:43124; the public origin when absent. */
  publicContentOrigin?: string;
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
  /** Variables for `${{ env.NAME }}` (default: the process environment). */
  env?: NodeJS.ProcessEnv;
  /** Set for a folder the user has not trusted: the only variables of `env` its secrets may read (see secrets.ts). */
  envAllow?: readonly string[];
  /** Set for a folder the user trusts: its build may read the folder's workspace (see containment/workspace-bounds.ts). */
  workspaceReads?: boolean;
  /** Origins the integration may reach although they are local or private (`--allow-outbound`). */
  allowOutbound?: readonly string[];
  /** Resolves host names for the outbound policy (tests inject one; default: the system resolver). */
  outboundLookup?: Lookup;
  outboundConnectTimeoutMs?: number;
  /** The session's credentials (minted once, see platform/credentials.ts); a standalone host mints its own. */
  credentials?: PlatformCredentials;
  /**
   * Real OAuth providers, offline (the session's, beside its mock provider): unless the outbound mode
   * is live, an authorize redirect goes to its consent page and its codes are traded in the gate.
   */
  oauthStandIn?: OAuthStandIn;
}

/** The integration's sandbox: build and reload, runtime, public endpoint, platform API emulator. */
export interface Host {
  /** The platform API emulator (`electron/services/platform`); `host.api.route(method, '/v1/…/:id', handler)` adds a route in front of it. */
  readonly api: PlatformApiEmulator;
  readonly apiEndpoint: string;
  /** Builds and starts the runtime; resolves when the first build is done (ready or error, see status). */
  start(): Promise<void>;
  /** Resolves after the next reload the watcher triggers (tests and benchmarks). */
  nextReload(): Promise<void>;
  /** Builds now; a build asked for while one runs happens once more after it. */
  rebuild(): Promise<void>;
  dispatchEvent(event: IntegrationEvent, options?: DispatchOptions): Promise<DispatchResult>;
  /** For the public endpoint: deliver, then journal the dispatch under the record `parent` returns. */
  dispatchWithParent(
    event: IntegrationEvent,
    options: DispatchOptions,
    parent: (result: Omit<DispatchResult, 'recordId'>) => number,
  ): Promise<DispatchResult>;
  /** Journals a request to a public endpoint; returns its id so its dispatch can hang below it. */
  journalHttpRequest(exchange: HttpExchange, installationId: string): number;
  /**
   * Where the browser goes instead of `location`, a provider's authorize URL an answer of the public
   * endpoint (record `parentId`) redirects to, when the studio stands in for the provider (the
   * outbound mode is not live); journaled as a mock answer. Null: the browser follows `location`.
   */
  standInRedirect(location: string, parentId: number): string | null;
  /** One line of a source the loaded build was made from, as a mapped stack names it (for the frame's excerpt). */
  sourceLine(file: string, line: number): string | null;
  /** A `ui_render` (with the action when given), answered as the Preview shows it. */
  render(input: z.input<typeof RenderInput>): Promise<RenderResult>;
  /**
   * The component ids the running code passed to `createIntegration({components})`. Asked of the
   * runtime once per loaded build (so a hot reload refreshes them), never on a dispatch.
   */
  components(): Promise<HostComponents>;
  environmentFor(installationId: string | undefined): IntegrationEnvironment | null;
  publicEndpoint(installationId?: string): string;
  /** The installation's endpoint on the content origin (`publicContentEndpoint`, webframes' pages). */
  publicContentEndpoint(installationId?: string): string;
  /** The manifest's icon file, served at the public server's ICON_PATH. */
  iconFile(): string | null;
  /** The folder and name `integration.urls.assets` serves from (integration-assets.ts). */
  assetsSource(): { dir: string; integrationName: string };
  /** Origins the integration may reach although local or private (the workspace setting, `--allow-outbound`). */
  setAllowedOutbound(origins: readonly string[]): void;
  allowedOutbound(): readonly string[];
  /** The inspector's addresses when the host runs with `inspectPort` (`--inspect`), else null. */
  inspector(): { port: number; webSocket: string; devtools: string; paused: { file: string; line: number } | null } | null;
  /** Turns the debugger on (at `inspectPort`, else a free port) or off, and pausing on every exception; the runtime reloads to match. */
  setDebug(next: { enabled: boolean; pauseOnExceptions?: boolean }): Promise<void>;
  /** Resolves once a debugger attached to the inspector is ready; rejects when the debugger is off. */
  debuggerReady(): Promise<void>;
  /** The folder's outbound mocks (`mocks/`), with this run's hits. */
  readonly mocks: MockStore;
  outboundMode(): OutboundMode;
  setOutboundMode(mode: OutboundMode): void;
  /** Resolves once the answers recorded so far are saved as mocks. */
  settled(): Promise<void>;
  /** The outbound policy, for what the studio itself fetches on the integration's word (select options, completions). */
  readonly outboundPolicy: OutboundPolicy;
  setEnvironmentProvider(next: EnvironmentProvider | null): void;
  /** Lets the installations feature refuse public-endpoint traffic to an installation (paused). */
  setTrafficGate(next: ((installationId: string) => string | null) | null): void;
  trafficRefusal(installationId: string): string | null;
  status(): Promise<HostStatus>;
  dispose(): Promise<void>;
}
