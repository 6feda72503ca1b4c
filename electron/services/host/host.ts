import type { HostComponents } from '../../../shared/api/host.ts';
import type { IntegrationEvent } from '../../../shared/platform/index.ts';
import { platformId } from '../../../shared/platform/index.ts';
import { createBuilder } from './builder.ts';
import { readComponentIds } from './components.ts';
import { createBackgroundWatch } from './containment/background.ts';
import { CONTAINMENT_DEFAULTS } from './containment/rules.ts';
import { createSandboxPorts } from './containment/sandbox-ports.ts';
import { recordRuntimeProcess, sweepLeftoverRuntime } from './containment/leftovers.ts';
import { createDebugControl } from './debug-control.ts';
import { createDeliver } from './deliver.ts';
import { createHostCalls } from './host-calls.ts';
import { journalPublicRequest } from './http-message.ts';
import { createLedger } from './ledger.ts';
import { BODY_LIMIT_BYTES, DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES, MEMORY_POLL_MS } from './limits.ts';
import type { LogEntry } from './logs.ts';
import { createOutboundControl } from './outbound-control.ts';
import { renderComponent } from './render.ts';
import { createRuntime } from './runtime.ts';
import { createRecentErrors } from './runtime-output.ts';
import { sourceLineReader } from './source-map.ts';
import { createStatus } from './status.ts';
import type { Host, HostOptions } from './types.ts';

export { describeDispatch, UnknownInstallationError } from './deliver.ts';
export { normalizeOrigins } from './outbound-control.ts';
export { DEV_INSTALLATION_ID, type DispatchOptions, type DispatchResult, type Host, type HostOptions } from './types.ts';

/**
 * The host's parts wired together, each in its own file with its own tests, in the platform world
 * it is handed: the host reads the world's ports (environments, API, endpoints) and writes only
 * what its build learnt (`world.loaded`); nothing wires it after it is made.
 */
export function createHost(options: HostOptions): Host {
  const { dir, journal, bus, world } = options;
  const outboundCapBytes = options.outboundCapBytes ?? CONTAINMENT_DEFAULTS.outboundResponseCapBytes;
  const backgroundBudgetMs = options.backgroundBudgetMs ?? CONTAINMENT_DEFAULTS.backgroundBudgetMs;

  const ledger = createLedger(journal);
  const logLine = (message: string, level: LogEntry['level'] = 'error') =>
    ledger.log({ level, ts: Date.now(), message, source: 'runtime' }, null);
  const leftover = sweepLeftoverRuntime(dir);
  if (leftover !== null)
    logLine(`A runtime an earlier studio left running for this folder (workerd, pid ${leftover}) was stopped.`, 'warn');
  const status = createStatus({
    publish: (next) => bus.publish('host.status', next),
    backgroundBudgetMs,
    log: (message) => logLine(message),
  });
  // A request to the sandbox's own server from anything but workerd (a page in the browser) is refused there and journaled.
  const sandboxPorts = createSandboxPorts((reason, request) =>
    logLine(
      `Refused a request to the sandbox's internal server (${request.method} ${request.url?.split('?')[0]}): ${reason}. Only the sandbox may call it.`,
      'warn',
    ),
  );
  const outbound = createOutboundControl({
    ...options,
    world,
    sandboxPorts,
    env: options.env ?? process.env,
    outboundCapBytes,
    log: logLine,
    record: (dispatchId, record) => ledger.outbound(dispatchId, record),
  });
  const debug = createDebugControl({ dir, inspectPort: options.inspectPort, status: (patch) => status.set(patch), sandboxPorts });

  // Builds and the runtime load each other's results (a bundle in, its stack mapper out): the runtime is reached through `load`.
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
    loaded: world.loaded,
  });
  const { built } = builder;

  const background = createBackgroundWatch({
    budgetMs: backgroundBudgetMs,
    // Work past its budget restarts the runtime the watch reports to.
    expire: (_dispatchId, reason) => runtime.restart(reason, 'deadline'),
    inspector: () => debug.current(),
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

  const runtime = createRuntime(
    {
      outbound: outbound.handler,
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
    debug.current(),
  );
  status.observe({ runtime, backgroundActive: () => background.active() });

  // The environment comes from the world (its directory and the loaded build), never from whoever asked for the delivery.
  const deliver = createDeliver({
    firstBuild: builder.firstBuild,
    environmentFor: (installationId) => world.environmentFor(installationId),
    publicEndpoint: world.endpoints.publicEndpoint,
    observe: (event) => world.api.observe(event),
    ledger,
    issueToken: calls.issue,
    runtime,
    acceptLogs: calls.acceptLogs,
    mapStack: (stack) => built.mapStack(stack),
  });
  const dispatchEvent: Host['dispatchEvent'] = async (event, dispatchOptions = {}) => (await deliver(event, dispatchOptions)).commit();
  // queueIntegrationTask: the world hands each task back to the integration as a `task` event, through this host while it lives.
  world.api.setTaskDispatcher(
    async (task) => (await dispatchEvent({ type: 'task', eventId: platformId(), task } as unknown as IntegrationEvent)).status,
  );

  /** The component ids are read once per loaded build, when first asked for. */
  let componentIds: { build: number; answer: Promise<HostComponents> } | null = null;
  let sourceLines: { build: number; read: (file: string, line: number) => string | null } | null = null;

  const host: Host = {
    world,
    async start() {
      // Hosted code may never reach the debugger proxy, even with --allow-outbound naming it. Without
      // one, the build starts in this very call: a dispatch sent right after start() waits for it.
      if (debug.current()) await debug.listen();
      await builder.start();
      // Memory moves without any status change (a leak, a cache): the samplers push it.
      status.sample();
      if (options.watch !== false) await builder.watch();
    },
    nextReload: builder.nextReload,
    rebuild: builder.rebuild,
    dispatchEvent,
    publicTraffic: {
      async dispatch(event, dispatchOptions, parent) {
        const { result, commit } = await deliver(event, dispatchOptions);
        return commit(parent(result));
      },
      journal: (exchange, installationId) => journalPublicRequest(journal, exchange, installationId),
      standInRedirect: outbound.standInRedirect,
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
    files: () => ({ dir, integrationName: built.integrationName, icon: built.icon }),
    debuggerAddresses: () => debug.addresses(),
    debuggerReady: () => debug.ready(),
    setDebug: (next) => debug.set(next, runtime),
    outbound,
    status: () => status.read(),
    async dispose() {
      world.api.setTaskDispatcher(null);
      status.dispose();
      background.reset('the host was stopped');
      await builder.dispose();
      await runtime.dispose();
      await debug.dispose();
      status.set({ state: 'stopped' });
    },
  };
  return host;
}
