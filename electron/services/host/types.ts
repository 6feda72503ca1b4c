import type { z } from 'zod';
import type { HostComponents, HostStatus, RenderInput, RenderResult } from '../../../shared/api/host.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import type { OAuthStandIn } from '../mocks/oauth-stand-in.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import type { ManifestSource } from '../manifest/snapshot.ts';
import type { PlatformWorld } from '../platform/world.ts';
import type { Lookup } from './containment/outbound-policy.ts';
import type { SandboxFailureCode } from './containment/errors.ts';
import type { HostLimits } from './limits.ts';
import type { LogEntry } from './logs.ts';
import type { OutboundControl } from './outbound-control.ts';

export { DEV_INSTALLATION_ID } from '../platform/ids.ts';

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
  /** The platform world, built before the host (`createPlatformWorld`): its ports are the host's for its whole life. */
  world: PlatformWorld;
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
  /** Origins of the studio's that hosted code never reaches, even when allowed: the published site's. */
  closedOrigins?: () => readonly string[];
  /** Resolves host names for the outbound policy (tests inject one; default: the system resolver). */
  outboundLookup?: Lookup;
  outboundConnectTimeoutMs?: number;
  /**
   * Real OAuth providers, offline (the session's, beside its mock provider): unless the outbound mode
   * is live, an authorize redirect goes to its consent page and its codes are traded in the gate.
   */
  oauthStandIn?: OAuthStandIn;
}

/** What the public endpoint (`public-endpoint.ts`) asks of the host for one request to `/i/<installation>/…`. */
export interface PublicTraffic {
  /** Delivers the `fetch` event, then journals the dispatch under the record `parent` returns (the request's). */
  dispatch(
    event: IntegrationEvent,
    options: DispatchOptions,
    parent: (result: Omit<DispatchResult, 'recordId'>) => number,
  ): Promise<DispatchResult>;
  /** Journals a request to a public endpoint; returns its id so its dispatch can hang below it. */
  journal(exchange: HttpExchange, installationId: string): number;
  /**
   * Where the browser goes instead of `location`, a provider's authorize URL an answer of the public
   * endpoint (record `parentId`) redirects to, when the studio stands in for the provider (the
   * outbound mode is not live); journaled as a mock answer. Null: the browser follows `location`.
   */
  standInRedirect(location: string, parentId: number, options?: { signOut?: boolean }): string | null;
}

/** The folder and what the public server serves from it: `integration.urls.assets` (integration-assets.ts) and the icon. */
export interface IntegrationFiles {
  dir: string;
  integrationName: string;
  /** The manifest's icon file, served at the public server's ICON_PATH. */
  icon: string | null;
}

/**
 * The integration's sandbox: build and reload, runtime, delivery, debugger, outbound traffic. It
 * runs in a platform world built before it (`world`: directory, API emulator, endpoints, the
 * environment of each envelope) and is complete once constructed.
 */
export interface Host {
  /** The world the host was built in; its API, endpoints and environments are the world's. */
  readonly world: PlatformWorld;
  /** Builds and starts the runtime; resolves when the first build is done (ready or error, see status). */
  start(): Promise<void>;
  /** Resolves after the next reload the watcher triggers (tests and benchmarks). */
  nextReload(): Promise<void>;
  /** Builds now; a build asked for while one runs happens once more after it. */
  rebuild(): Promise<void>;
  /** Delivers one event to the integration, with the environment the world describes for its installation. */
  dispatchEvent(event: IntegrationEvent, options?: DispatchOptions): Promise<DispatchResult>;
  readonly publicTraffic: PublicTraffic;
  /** One line of a source the loaded build was made from, as a mapped stack names it (for the frame's excerpt). */
  sourceLine(file: string, line: number): string | null;
  /** A `ui_render` (with the action when given), answered as the Preview shows it. */
  render(input: z.input<typeof RenderInput>): Promise<RenderResult>;
  /**
   * The component ids the running code passed to `createIntegration({components})`. Asked of the
   * runtime once per loaded build (so a hot reload refreshes them), never on a dispatch.
   */
  components(): Promise<HostComponents>;
  files(): IntegrationFiles;
  /** The debugger proxy's addresses when the debugger is on (`--inspect`, the Debug toggle), else null. */
  debuggerAddresses(): { port: number; webSocket: string; devtools: string; paused: { file: string; line: number } | null } | null;
  /** Turns the debugger on (at `inspectPort`, else a free port) or off, and pausing on every exception; the runtime reloads to match. */
  setDebug(next: { enabled: boolean; pauseOnExceptions?: boolean }): Promise<void>;
  /** Resolves once a debugger attached to the debugger proxy is ready; rejects when the debugger is off. */
  debuggerReady(): Promise<void>;
  /** The integration's outbound traffic: policy, mocks and their mode, allowed origins. */
  readonly outbound: Omit<OutboundControl, 'gate' | 'standInRedirect'>;
  status(): Promise<HostStatus>;
  dispose(): Promise<void>;
}
