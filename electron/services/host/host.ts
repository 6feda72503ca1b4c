import type { HostComponents } from '../../../shared/api/host.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import { platformId } from '../../../shared/platform/index.ts';
import { createDevDirectory, createPlatformApiEmulator } from '../platform/index.ts';
import { createBuilder } from './builder.ts';
import { readComponentIds } from './components.ts';
import { createBackgroundWatch } from './containment/background.ts';
import { createOutboundHandler } from './containment/outbound-handler.ts';
import { DEFAULT_OUTBOUND_MODE, OutboundMode } from '../../../shared/mocks/schema.ts';
import { createMockStore } from '../mocks/store.ts';
import { folderVariables } from '../manifest/environment.ts';
import { createOutboundPolicy, normalizeOrigin } from './containment/outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from './containment/rules.ts';
import { createSandboxPorts } from './containment/sandbox-ports.ts';
import { recordRuntimeProcess, sweepLeftoverRuntime } from './containment/leftovers.ts';
import { createDeliver } from './deliver.ts';
import { DISPATCH_HEADER } from './entry.ts';
import { createEnvironments } from './environment.ts';
import { createHostCalls } from './host-calls.ts';
import { headerRecord, httpMessage } from './http-message.ts';
import { createLedger } from './ledger.ts';
import { BODY_LIMIT_BYTES, DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES, MEMORY_POLL_MS } from './limits.ts';
import type { LogEntry } from './logs.ts';
import { renderComponent } from './render.ts';
import { createRuntime } from './runtime.ts';
import { createInspector, type Inspector } from './inspector.ts';
import { createRecentErrors } from './runtime-output.ts';
import { sourceLineReader } from './source-map.ts';
import { createStatus } from './status.ts';
import { DEV_INSTALLATION_ID, type Host, type HostOptions } from './types.ts';
import { mintCredentials } from '../platform/credentials.ts';
import { isDevInstallation } from '../platform/ids.ts';

export { describeDispatch, UnknownInstallationError } from './deliver.ts';
export {
  DEV_INSTALLATION_ID,
  type DispatchOptions,
  type DispatchResult,
  type EnvironmentBase,
  type EnvironmentProvider,
  type Host,
  type HostOptions,
} from './types.ts';

/** The origins of `values` that are http(s) origins; throws naming the first that is not. */
export function normalizeOrigins(values: readonly string[]): string[] {
  return values.map((value) => {
    const origin = normalizeOrigin(value);
    if (!origin) throw new Error(`"${value}" is not an http(s) origin such as http://localhost:3000.`);
    return origin;
  });
}

/** The host's parts wired together; each part is in its own file, with its own tests. */
export function createHost(options: HostOptions): Host {
  const { dir, journal, bus } = options;
  const outboundCapBytes = options.outboundCapBytes ?? CONTAINMENT_DEFAULTS.outboundResponseCapBytes;
  const backgroundBudgetMs = options.backgroundBudgetMs ?? CONTAINMENT_DEFAULTS.backgroundBudgetMs;
  const apiEndpoint = `${options.publicOrigin}/api`;
  // The envelope's environment carries both tokens; minting registers them with the journal's redactor, once per session.
  const { integrationToken, devInstallationToken } = options.credentials ?? mintCredentials(journal);

  const ledger = createLedger(journal);
  const logLine = (message: string, level: LogEntry['level'] = 'error') =>
    ledger.log({ level, ts: Date.now(), message, source: 'runtime' }, null);
  const leftover = sweepLeftoverRuntime(dir);
  if (leftover !== null)
    logLine(`A runtime an earlier studio left running for this folder (workerd, pid ${leftover}) was stopped.`, 'warn');
  const status = createStatus({
    publish: (next) => bus.publish('host.status', next),
    runtime: {
      memoryBytes: () => runtime.memoryBytes(),
      enforceIdle: (budgetMs) => runtime.enforceIdle(budgetMs),
      enforceMemory: (when) => runtime.enforceMemory(when),
      notIdle: () => runtime.notIdle(),
    },
    backgroundActive: () => background.active(),
    backgroundBudgetMs,
    log: (message) => logLine(message),
  });
  const builder = createBuilder({
    dir,
    manifestPath: options.manifestPath,
    manifest: options.manifest,
    journal,
    status: (patch) => status.set(patch),
    log: (entry) => ledger.log(entry, null),
    load: (bundle) => runtime.load(bundle),
    env: options.env ?? process.env,
    envAllow: options.envAllow,
    workspaceReads: options.workspaceReads,
  });
  const { built } = builder;

  // The platform API: the development installation until a workspace connects its installations.
  const devDirectory = createDevDirectory({
    integrationName: () => built.integrationName,
    integrationToken,
    installationToken: devInstallationToken,
    defaults: () => built.defaults,
    hasSite: () => built.devHasSite,
    publicEndpoint: (id) => environments.publicEndpoint(isDevInstallation(id) ? DEV_INSTALLATION_ID : id),
    publicContentEndpoint: (id) => environments.publicContentEndpoint(isDevInstallation(id) ? DEV_INSTALLATION_ID : id),
  });
  const api = createPlatformApiEmulator({ directory: devDirectory });
  const environments = createEnvironments({
    publicOrigin: options.publicOrigin,
    publicContentOrigin: options.publicContentOrigin,
    apiEndpoint,
    integrationToken,
    devInstallationToken,
    devDirectory,
    built,
  });
  /** Says why an installation takes no traffic on its public endpoint right now (paused), or null. */
  let trafficGate: ((installationId: string) => string | null) | null = null;

  // A request to the sandbox's own server from anything but workerd (a page in the browser) is refused there and journaled.
  const sandboxPorts = createSandboxPorts((reason, request) =>
    logLine(
      `Refused a request to the sandbox's internal server (${request.method} ${request.url?.split('?')[0]}): ${reason}. Only the sandbox may call it.`,
      'warn',
    ),
  );
  let allowedOrigins: string[] = normalizeOrigins(options.allowOutbound ?? []);
  const policy = createOutboundPolicy({
    // Hosted code may call its content endpoint as it calls its public endpoint.
    studioOrigins: () => (options.publicContentOrigin ? [options.publicOrigin, options.publicContentOrigin] : [options.publicOrigin]),
    allowedOrigins: () => allowedOrigins,
    sandboxPorts: () => sandboxPorts.all(),
    lookup: options.outboundLookup,
  });
  let outboundMode: OutboundMode = OutboundMode.parse(options.outboundMode ?? DEFAULT_OUTBOUND_MODE);
  // Mocks read the folder's variables as secrets do: an untrusted folder only its .env and --env-allow names.
  const mocks = createMockStore(dir, () => folderVariables(dir, { env: options.env ?? process.env, envAllow: options.envAllow }));
  /** Recordings are saved one after another, so two answers to the same URL get two names. */
  let recording = Promise.resolve();
  /** Each kind of refusal is told once per run (a loop of calls would repeat it thousands of times). */
  const refusalsTold = new Set<string>();
  const outbound = createOutboundHandler({
    policy,
    folder: dir,
    mocks: {
      mode: () => outboundMode,
      // The folder's mocks first: a mock of a provider's token URL replaces the stand-in's answer.
      answer: async (request) => (await mocks.answer(request)) ?? options.oauthStandIn?.answer(request) ?? null,
      record(exchange) {
        recording = recording.then(async () => {
          try {
            const saved = await mocks.record(exchange);
            if ('refused' in saved) {
              if (!refusalsTold.has(saved.limit)) logLine(`Did not record ${exchange.method} ${exchange.url}: ${saved.refused}.`, 'warn');
              refusalsTold.add(saved.limit);
              return;
            }
            const body = saved.bodyFile ? ` (its body in ${saved.bodyFile})` : '';
            const note = saved.references.length ? `; set ${saved.references.join(', ')} to replay its credential headers` : '';
            logLine(`Recorded ${exchange.method} ${exchange.url} as ${saved.file}${body}${note}.`, 'info');
          } catch (error) {
            logLine(`Could not record ${exchange.method} ${exchange.url} as a mock: ${(error as Error).message}`);
          }
        });
      },
    },
    limits: {
      requestBodyBytes: BODY_LIMIT_BYTES,
      responseCapBytes: outboundCapBytes,
      previewBytes: CONTAINMENT_DEFAULTS.journalBodyPreviewBytes,
      connectTimeoutMs: options.outboundConnectTimeoutMs ?? CONTAINMENT_DEFAULTS.outboundConnectTimeoutMs,
    },
    dispatchHeader: DISPATCH_HEADER,
    local(request) {
      if (!(request.url.startsWith(`${apiEndpoint}/`) || request.url === apiEndpoint)) return null;
      const url = new URL(request.url);
      return api.handle({
        method: request.method,
        path: url.pathname.slice(new URL(apiEndpoint).pathname.length) || '/',
        query: url.searchParams,
        headers: headerRecord(request.headers, false),
        body: request.body,
      });
    },
    describeLocal: (response) => api.describe(response),
    record: (dispatchId, record) => ledger.outbound(dispatchId, record),
  });

  const background = createBackgroundWatch({
    budgetMs: backgroundBudgetMs,
    expire: (_dispatchId, reason) => runtime.restart(reason, 'deadline'),
    inspector: () => inspector,
    record: (dispatchId, record) => ledger.background(dispatchId, record),
  });
  /** Errors journaled lately, so workerd's stderr copy of one is not journaled again. */
  const recentErrors = createRecentErrors();
  const calls = createHostCalls({
    ledger,
    background,
    watchBackground: () => status.watchBackground(),
    mapStack: (stack) => built.mapStack(stack),
    secrets: () => built.secrets,
    recentErrors,
  });

  // The debugger is off unless asked for: no inspector port is open without `--inspect` or the Debug toggle.
  let pauseOnExceptions = false;
  const publishDebug = () => {
    const at = inspector?.addresses();
    status.set({
      debug: at
        ? {
            webSocket: at.webSocket,
            devtools: at.devtools,
            paused: at.paused ? `${at.paused.file}:${at.paused.line}` : inspector!.paused() ? 'paused' : null,
            pauseOnExceptions,
          }
        : null,
    });
  };
  const newInspector = (port: number) =>
    createInspector({
      port,
      dir,
      onPause: () => publishDebug(),
    });
  let inspector: Inspector | null = options.inspectPort === undefined ? null : newInspector(options.inspectPort);
  /** Debug toggles one after another: each waits for the runtime to reload to the one before. */
  let debugChange = Promise.resolve();
  const runtime = createRuntime(
    {
      outbound,
      hostCall: (call) => calls.handle(call),
      runtimeOutput(report) {
        const entry: LogEntry = { level: 'error', ts: Date.now(), message: calls.redact(built.mapStack(report)), source: 'runtime' };
        // workerd's copy of an error the entry wrapper already journaled with its dispatch adds nothing.
        if (recentErrors.repeats(entry.message)) return;
        ledger.runtimeOutput(entry, performance.now());
      },
      onRestart(reason) {
        if (!reason) return status.set({ state: 'ready', lastReloadAt: Date.now() });
        background.reset(reason);
        calls.forgetFinished();
        status.set({ state: 'restarting', error: reason });
      },
      processStarted: (pid, marker) => recordRuntimeProcess(dir, pid, marker),
    },
    {
      deadlineMs: options.deadlineMs ?? DEFAULT_DEADLINE_MS,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      memoryLimitBytes: options.memoryLimitBytes ?? MEMORY_LIMIT_BYTES,
      memoryPollMs: MEMORY_POLL_MS,
      outboundCapBytes,
    },
    sandboxPorts,
    inspector,
  );

  const deliver = createDeliver({
    firstBuild: builder.firstBuild,
    environmentFor: environments.environmentFor,
    publicEndpoint: environments.publicEndpoint,
    observe: (event) => api.observe(event),
    ledger,
    issueToken: calls.issue,
    runtime,
    acceptLogs: calls.acceptLogs,
    mapStack: (stack) => built.mapStack(stack),
  });

  /** The component ids are read once per loaded build, when first asked for. */
  let componentIds: { build: number; answer: Promise<HostComponents> } | null = null;
  let sourceLines: { build: number; read: (file: string, line: number) => string | null } | null = null;

  const host: Host = {
    api,
    apiEndpoint,
    async start() {
      // Hosted code may never reach the inspector, even with --allow-outbound naming it.
      if (inspector) {
        sandboxPorts.add(await inspector.listen());
        publishDebug();
      }
      await builder.start();
      // Memory moves without any status change (a leak, a cache): the samplers push it.
      status.sample();
      if (options.watch !== false) await builder.watch();
    },
    nextReload: builder.nextReload,
    rebuild: builder.rebuild,
    async dispatchEvent(event, dispatchOptions = {}) {
      const { commit } = await deliver(event, dispatchOptions);
      return commit();
    },
    async dispatchWithParent(event, dispatchOptions, parent) {
      const { result, commit } = await deliver(event, dispatchOptions);
      return commit(parent(result));
    },
    journalHttpRequest(exchange, installationId) {
      const path = new URL(exchange.request.url).pathname;
      const outcome = exchange.response ? String(exchange.response.status) : `failed: ${exchange.error}`;
      return journal.append({
        kind: 'http.request',
        status: exchange.response && exchange.response.status < 400 ? 'ok' : 'error',
        summary: `${exchange.request.method} ${path} → ${outcome}`,
        installationId,
        data: exchange,
      }).id;
    },
    standInRedirect(location, parentId) {
      if (!options.oauthStandIn || outboundMode === 'live') return null;
      const consent = options.oauthStandIn.consentFor(location);
      if (!consent) return null;
      journal.append({
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
    sourceLine(file, line) {
      if (!built.sourceMap) return null;
      if (sourceLines?.build !== built.loads)
        sourceLines = { build: built.loads, read: sourceLineReader(built.sourceMap.map, dir, built.sourceMap.file) };
      return sourceLines.read(file, line);
    },
    render: (input) => renderComponent(host, input, dir),
    async components() {
      await builder.firstBuild();
      if (componentIds?.build === built.loads) return componentIds.answer;
      const answer: Promise<HostComponents> = readComponentIds(runtime).then(({ components, cacheable }) => {
        if (!cacheable && componentIds?.answer === answer) componentIds = null;
        return components;
      });
      componentIds = { build: built.loads, answer };
      return answer;
    },
    environmentFor: environments.environmentFor,
    publicEndpoint: environments.publicEndpoint,
    publicContentEndpoint: environments.publicContentEndpoint,
    iconFile: () => built.icon,
    assetsSource: () => ({ dir, integrationName: built.integrationName }),
    setAllowedOutbound(origins) {
      allowedOrigins = normalizeOrigins(origins);
    },
    allowedOutbound: () => allowedOrigins,
    inspector: () => inspector?.addresses() ?? null,
    async debuggerReady() {
      if (!inspector) throw new Error('The debugger is off: start with --inspect or turn Debug on.');
      await inspector.debuggerReady();
    },
    setDebug({ enabled, pauseOnExceptions: pause }) {
      const change = debugChange.then(async () => {
        if (pause !== undefined) pauseOnExceptions = pause;
        inspector?.setPauseOnExceptions(pauseOnExceptions);
        if (enabled && !inspector) {
          const next = newInspector(options.inspectPort ?? 0);
          // Hosted code may never reach it: a sandbox port before the runtime can know of it.
          sandboxPorts.add(await next.listen());
          next.setPauseOnExceptions(pauseOnExceptions);
          inspector = next;
          await runtime.setInspector(next);
        } else if (!enabled && inspector) {
          const old = inspector;
          inspector = null;
          await runtime.setInspector(null);
          await old.dispose();
        }
        publishDebug();
      });
      debugChange = change.catch(() => {});
      return change;
    },
    mocks,
    outboundMode: () => outboundMode,
    setOutboundMode(mode) {
      outboundMode = OutboundMode.parse(mode);
    },
    settled: () => recording,
    outboundPolicy: policy,
    setEnvironmentProvider: environments.setProvider,
    setTrafficGate(next) {
      trafficGate = next;
    },
    trafficRefusal: (installationId) => trafficGate?.(installationId) ?? null,
    status: () => status.read(),
    async dispose() {
      status.dispose();
      background.reset('the host was stopped');
      await builder.dispose();
      await runtime.dispose();
      await inspector?.dispose();
      api.dispose();
      status.set({ state: 'stopped' });
    },
  };
  // queueIntegrationTask: the platform hands the task back to the integration as a `task` event.
  api.setTaskDispatcher(
    async (task) => (await host.dispatchEvent({ type: 'task', eventId: platformId(), task } as unknown as IntegrationEvent)).status,
  );
  return host;
}
