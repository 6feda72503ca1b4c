import { Sequencer } from '../../lib/async.ts';
import { DEFAULT_OUTBOUND_MODE, OutboundMode } from '../../../shared/mocks/schema.ts';
import type { OAuthStandIn } from '../mocks/oauth-stand-in.ts';
import { createMockStore, type MockStore } from '../mocks/store.ts';
import { folderVariables } from '../manifest/environment.ts';
import type { PlatformApiEmulator, WorldEndpoints } from '../platform/index.ts';
import { createOutboundHandler } from './containment/outbound-handler.ts';
import type { OutboundRecord } from './containment/outbound-exchange.ts';
import { createOutboundPolicy, normalizeOrigin, type Lookup, type OutboundPolicy } from './containment/outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from './containment/rules.ts';
import type { SandboxPorts } from './containment/sandbox-ports.ts';
import { DISPATCH_HEADER } from './entry.ts';
import { HostError } from './errors.ts';
import { headerRecord, httpMessage } from './http-message.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';
import type { LogEntry } from './logs.ts';
import type { JournalSink } from './ports.ts';

/** The origins of `values` that are http(s) origins; throws naming the first that is not. */
export function normalizeOrigins(values: readonly string[]): string[] {
  return values.map((value) => {
    const origin = normalizeOrigin(value);
    if (!origin) throw new HostError('invalid-origin', `"${value}" is not an http(s) origin such as http://localhost:3000.`);
    return origin;
  });
}

export interface OutboundControlDeps {
  dir: string;
  /** The platform world's API (answered in process) and where it and the public endpoints are. */
  world: { api: PlatformApiEmulator; endpoints: WorldEndpoints };
  journal: JournalSink;
  sandboxPorts: Pick<SandboxPorts, 'all'>;
  /** A line of the studio's own about the integration's outbound traffic. */
  log(message: string, level: LogEntry['level']): void;
  /** Journals an outbound request under its dispatch. */
  record(dispatchId: string, record: OutboundRecord): void;
  env: NodeJS.ProcessEnv;
  envAllow?: readonly string[];
  allowOutbound?: readonly string[];
  /** Origins of the studio's that hosted code never reaches, even when allowed (the published site's). */
  closedOrigins?: () => readonly string[];
  outboundMode?: OutboundMode;
  outboundLookup?: Lookup;
  outboundCapBytes: number;
  outboundConnectTimeoutMs?: number;
  oauthStandIn?: OAuthStandIn;
}

/** The integration's outbound traffic as the studio steers it: the policy, the mocks and their mode, the origins allowed. */
export interface OutboundControl {
  /** What the outbound gate worker hands each request of hosted code to (containment/outbound-handler.ts). */
  readonly handler: ReturnType<typeof createOutboundHandler>;
  /** The policy, for what the studio itself fetches on the integration's word (select options, completions). */
  readonly policy: OutboundPolicy;
  /** The folder's outbound mocks (`mocks/`), with this run's hits. */
  readonly mocks: MockStore;
  mode(): OutboundMode;
  setMode(mode: OutboundMode): void;
  /** Origins the integration may reach although local or private (the workspace setting, `--allow-outbound`). */
  allowed(): readonly string[];
  setAllowed(origins: readonly string[]): void;
  /** Resolves once the answers recorded so far are saved as mocks. */
  settled(): Promise<void>;
  /**
   * Where the browser goes instead of `location`, a provider's authorize URL an answer of the public
   * endpoint (record `parentId`) redirects to, when the studio stands in for the provider (the
   * outbound mode is not live); journaled as a mock answer. Null: the browser follows `location`.
   * `signOut`: `location` is where a visitor is signed out, and the stand-in's sign-out page takes
   * its place (a provider's sign-out URL naming where to return).
   */
  standInRedirect(location: string, parentId: number, options?: { signOut?: boolean }): string | null;
}

export function createOutboundControl(deps: OutboundControlDeps): OutboundControl {
  const { dir, world } = deps;
  const { apiEndpoint } = world.endpoints;
  let allowedOrigins: string[] = normalizeOrigins(deps.allowOutbound ?? []);
  let outboundMode: OutboundMode = OutboundMode.parse(deps.outboundMode ?? DEFAULT_OUTBOUND_MODE);
  const policy = createOutboundPolicy({
    // Hosted code may call its content endpoint as it calls its public endpoint.
    studioOrigins: () => world.endpoints.origins,
    allowedOrigins: () => allowedOrigins,
    sandboxPorts: () => deps.sandboxPorts.all(),
    closedOrigins: deps.closedOrigins,
    lookup: deps.outboundLookup,
  });
  // Mocks read the folder's variables as secrets do: an untrusted folder only its .env and --env-allow names.
  const mocks = createMockStore(dir, () => folderVariables(dir, { env: deps.env, envAllow: deps.envAllow }));
  /** Recordings are saved one after another, so two answers to the same URL get two names. */
  const recordings = new Sequencer();
  /** Each kind of refusal is told once per run (a loop of calls would repeat it thousands of times). */
  const refusalsTold = new Set<string>();
  const handler = createOutboundHandler({
    policy,
    folder: dir,
    mocks: {
      mode: () => outboundMode,
      // The folder's mocks first: a mock of a provider's token URL replaces the stand-in's answer.
      answer: async (request) => (await mocks.answer(request)) ?? deps.oauthStandIn?.answer(request) ?? null,
      record(exchange) {
        void recordings.queue(async () => {
          try {
            const saved = await mocks.record(exchange);
            if ('refused' in saved) {
              if (!refusalsTold.has(saved.limit)) deps.log(`Did not record ${exchange.method} ${exchange.url}: ${saved.refused}.`, 'warn');
              refusalsTold.add(saved.limit);
              return;
            }
            const body = saved.bodyFile ? ` (its body in ${saved.bodyFile})` : '';
            const note = saved.references.length ? `; set ${saved.references.join(', ')} to replay its credential headers` : '';
            deps.log(`Recorded ${exchange.method} ${exchange.url} as ${saved.file}${body}${note}.`, 'info');
          } catch (error) {
            deps.log(`Could not record ${exchange.method} ${exchange.url} as a mock: ${(error as Error).message}`, 'error');
          }
        });
      },
    },
    limits: {
      requestBodyBytes: BODY_LIMIT_BYTES,
      responseCapBytes: deps.outboundCapBytes,
      previewBytes: CONTAINMENT_DEFAULTS.journalBodyPreviewBytes,
      connectTimeoutMs: deps.outboundConnectTimeoutMs ?? CONTAINMENT_DEFAULTS.outboundConnectTimeoutMs,
    },
    dispatchHeader: DISPATCH_HEADER,
    local(request) {
      if (!(request.url.startsWith(`${apiEndpoint}/`) || request.url === apiEndpoint)) return null;
      const url = new URL(request.url);
      return world.api.handle({
        method: request.method,
        path: url.pathname.slice(new URL(apiEndpoint).pathname.length) || '/',
        query: url.searchParams,
        headers: headerRecord(request.headers, false),
        body: request.body,
      });
    },
    describeLocal: (response) => world.api.describe(response),
    record: deps.record,
  });

  return {
    handler,
    policy,
    mocks,
    mode: () => outboundMode,
    setMode(mode) {
      outboundMode = OutboundMode.parse(mode);
    },
    allowed: () => allowedOrigins,
    setAllowed(origins) {
      allowedOrigins = normalizeOrigins(origins);
    },
    settled: () => recordings.settled(),
    standInRedirect(location, parentId, options = {}) {
      if (!deps.oauthStandIn || outboundMode === 'live') return null;
      const consent = options.signOut ? deps.oauthStandIn.signOutFor(location) : deps.oauthStandIn.consentFor(location);
      if (!consent) return null;
      deps.journal.append({
        kind: 'outbound.fetch',
        status: 'ok',
        summary: `GET ${location} → 302 (mock ${consent.name})`,
        parentId,
        data: {
          request: { method: 'GET', url: location, ...httpMessage({}, null) },
          response: { status: 302, ...httpMessage({ location: consent.url }, null) },
          durationMs: 0,
          error: null,
          stub: false,
          refused: null,
          mock: consent.name,
        },
      });
      return consent.url;
    },
  };
}
