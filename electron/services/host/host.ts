import { randomBytes, timingSafeEqual } from 'node:crypto';
import { join, relative, resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { z } from 'zod';
import { stoppedHostStatus, type HostComponents, type HostStatus, type RenderInput, type RenderResult } from '../../../shared/api/host.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';
import type { IntegrationEnvironment, IntegrationEvent } from '../../../shared/platform/index.ts';
import { buildEnvironment, platformId } from '../../../shared/platform/index.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import { createDevDirectory, createPlatformApiEmulator } from '../platform-api/index.ts';
import { BUNDLE_NAME, bundleIntegration, type Bundle } from './build.ts';
import { readComponentIds } from './components.ts';
import { DISPATCH_HEADER, HOST_TOKEN_HEADER } from './entry.ts';
import { createOutbound } from './containment/outbound.ts';
import { createOutboundPolicy, normalizeOrigin, type Lookup } from './containment/outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from './containment/rules.ts';
import { createBackgroundWatch, parseBackgroundReport } from './containment/background.ts';
import { SandboxError, type SandboxFailureCode } from './containment/errors.ts';
import { checkValue } from './containment/values.ts';
import { createSandboxPorts } from './containment/sandbox-ports.ts';
import { headerRecord, httpMessage, readLimited } from './http-message.ts';
import { BODY_LIMIT_BYTES, DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES, MEMORY_POLL_MS, type HostLimits } from './limits.ts';
import { parseLogBatch, type LogEntry } from './logs.ts';
import { iconFile } from './integration-icon.ts';
import { readManifestSnapshot, type ManifestSource } from '../manifest/snapshot.ts';
import { hostConfig, type HostConfig } from './config.ts';
import { renderComponent } from './render.ts';
import { IDLE_MEMORY_POLL_MS } from './memory.ts';
import { createRuntime, type HostCall } from './runtime.ts';
import { createRecentErrors } from './runtime-output.ts';
import { createLedger } from './ledger.ts';
import { describeMissingSecret, resolveSecrets } from './secrets.ts';
import { sourceLineReader, stackMapper } from './source-map.ts';

/** What every environment shares; an environment provider builds on it. */
export interface EnvironmentBase {
  integrationName: string;
  apiEndpoint: string;
  integrationToken: string;
  /** The public endpoint of `installationId` (or of the development installation). */
  publicEndpoint: string;
  secrets: Record<string, string>;
}

/** Returns the environment of an installation, or null when there is no such installation. */
export type EnvironmentProvider = (installationId: string | undefined, base: EnvironmentBase) => IntegrationEnvironment | null;

export interface DispatchOptions {
  installationId?: string;
  /** Raw bytes for the `fetch-body` part (`fetch` events). */
  fetchBody?: Uint8Array;
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

/**
 * The development installation every integration has, whatever Installations holds: its
 * configuration is the manifest's defaults, so the integration runs before anything is set up.
 */
export const DEV_INSTALLATION_ID = 'dev';

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
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
  /** Variables for `${{ env.NAME }}` (default: the process environment). */
  env?: NodeJS.ProcessEnv;
  /** Set for a folder the user has not trusted: the only variables of `env` its secrets may read (see secrets.ts). */
  envAllow?: readonly string[];
  /** Origins the integration may reach although they are local or private (`--allow-outbound`). */
  allowOutbound?: readonly string[];
  /** Resolves host names for the outbound policy (tests inject one; default: the system resolver). */
  outboundLookup?: Lookup;
  outboundConnectTimeoutMs?: number;
}

/** The origins of `values` that are http(s) origins; throws naming the first that is not. */
export function normalizeOrigins(values: readonly string[]): string[] {
  return values.map((value) => {
    const origin = normalizeOrigin(value);
    if (!origin) throw new Error(`"${value}" is not an http(s) origin such as http://localhost:3000.`);
    return origin;
  });
}

const textDecoder = new TextDecoder();
/** How many recent dispatches keep their host token (for logs and background work after the answer). */
const LIVE_KEPT = 1_000;
/** Refused host calls journaled per host; past it they are still refused, and counted. */
const REFUSALS_JOURNALED = 10;
/** A background report is a few words; its error text is cut at 2 000 characters by the entry. */
const BACKGROUND_REPORT_BYTES = 64 * 1024;

/** What the host knows of a recent dispatch for its host calls. */
interface Live {
  /** The value only the entry holds; a host call must carry it. */
  token: string;
  /** Bytes of logs received after the answer, against the console output limit. */
  lateLogBytes: number;
  lateLogsCut: boolean;
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}
/** How often the runtime's memory is re-read for the status. */
const MEMORY_STATUS_MS = 5_000;

export function createHost(options: HostOptions) {
  const { dir, manifestPath, journal, bus } = options;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const outboundCapBytes = options.outboundCapBytes ?? CONTAINMENT_DEFAULTS.outboundResponseCapBytes;
  const apiEndpoint = `${options.publicOrigin}/api`;
  const integrationToken = `studio-integration-${randomBytes(12).toString('hex')}`;
  const devInstallationToken = `studio-installation-${integrationToken.slice(-12)}`;
  // The envelope's environment carries both tokens; the journal (and so the Inspector and exports) shows them redacted.
  journal.registerSecret('integration-token', integrationToken);
  journal.registerSecret('installation-token:dev', devInstallationToken);

  let integrationName = 'integration';
  let devDefaults: HostConfig['defaults'] = { account: {}, space: {}, site: {} };
  let devHasSite = false;
  /** The manifest's icon file, served at the public server's ICON_PATH. */
  let icon: string | null = null;
  let secrets: Record<string, string> = {};
  let missingSecrets: string[] = [];
  let mapStack = (stack: string) => stack;
  let readSourceLine: (file: string, line: number) => string | null = () => null;
  // The platform API: the development installation until a workspace connects its installations.
  const devDirectory = createDevDirectory({
    integrationName: () => integrationName,
    integrationToken,
    installationToken: devInstallationToken,
    defaults: () => devDefaults,
    hasSite: () => devHasSite,
    publicEndpoint: (id) => publicEndpoint(id.startsWith(DEV_INSTALLATION_ID) ? DEV_INSTALLATION_ID : id),
  });
  const api = createPlatformApiEmulator({ directory: devDirectory });
  let status: HostStatus = stoppedHostStatus();
  let dispatchCounter = 0;
  const ledger = createLedger(journal);
  /** Errors journaled lately, so workerd's stderr copy of one is not journaled again. */
  const recentErrors = createRecentErrors();
  /** Dispatch id → its host token and late-log count, while its host calls may still come. Bounded. */
  const live = new Map<string, Live>();
  let refusedHostCalls = 0;

  const publicEndpoint = (installationId: string = DEV_INSTALLATION_ID) =>
    `${options.publicOrigin}/i/${encodeURIComponent(installationId)}`;

  const defaultProvider: EnvironmentProvider = (installationId, base) => {
    if (installationId !== undefined && installationId !== DEV_INSTALLATION_ID) return null;
    return buildEnvironment({
      ...base,
      installation: {
        id: DEV_INSTALLATION_ID,
        organizationId: 'org_dev',
        configuration: devDirectory.configuration('account'),
        token: devInstallationToken,
        space: { id: 'space_dev', configuration: devDirectory.configuration('space') },
        ...(devHasSite ? { site: { id: 'site_dev', configuration: devDirectory.configuration('site') } } : {}),
      },
    });
  };
  let provider: EnvironmentProvider = defaultProvider;
  /** Says why an installation takes no traffic on its public endpoint right now (paused), or null. */
  let trafficGate: ((installationId: string) => string | null) | null = null;

  function setStatus(patch: Partial<HostStatus>) {
    status = { ...status, ...patch };
    bus.publish('host.status', status);
  }

  const journalLog = (entry: LogEntry, parentId: number | null) => ledger.log(entry, parentId);

  /** Logs also reach callers (CLI, panes) outside the journal, so secrets are masked here too. */
  function redact(text: string): string {
    let out = text;
    for (const [name, value] of Object.entries(secrets)) if (value.length >= 4) out = out.split(value).join(`[redacted:${name}]`);
    return out;
  }

  function acceptLogs(dispatchId: string, raw: LogEntry[]) {
    const logs = raw.map((entry) => ({ ...entry, message: redact(entry.message), ...(entry.stack ? { stack: redact(entry.stack) } : {}) }));
    for (const entry of logs) if (entry.level === 'error' && entry.source !== 'runtime') recentErrors.note(entry.stack ?? entry.message);
    ledger.logs(dispatchId, logs);
  }

  // A request to the sandbox's own server from anything but workerd (a page in the browser) is refused there and journaled.
  const sandboxPorts = createSandboxPorts((reason, request) =>
    journalLog(
      {
        level: 'warn',
        ts: Date.now(),
        message: `Refused a request to the sandbox's internal server (${request.method} ${request.url?.split('?')[0]}): ${reason}. Only the sandbox may call it.`,
        source: 'runtime',
      },
      null,
    ),
  );
  let allowedOrigins: string[] = normalizeOrigins(options.allowOutbound ?? []);
  const policy = createOutboundPolicy({
    studioOrigins: () => [options.publicOrigin],
    allowedOrigins: () => allowedOrigins,
    sandboxPorts: () => sandboxPorts.all(),
    lookup: options.outboundLookup,
  });
  const outbound = createOutbound({
    policy,
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

  const backgroundBudgetMs = options.backgroundBudgetMs ?? CONTAINMENT_DEFAULTS.backgroundBudgetMs;
  const background = createBackgroundWatch({
    budgetMs: backgroundBudgetMs,
    expire: (_dispatchId, reason) => runtime.restart(reason, 'deadline'),
    record: (dispatchId, record) => ledger.background(dispatchId, record),
  });
  /** While work runs after an answer, memory is watched as during a dispatch. */
  let backgroundMemoryTimer: NodeJS.Timeout | null = null;
  function watchBackgroundMemory() {
    if (backgroundMemoryTimer) return;
    backgroundMemoryTimer = setInterval(() => {
      if (!background.active()) {
        clearInterval(backgroundMemoryTimer!);
        backgroundMemoryTimer = null;
        return;
      }
      void runtime.enforceMemory('background');
    }, MEMORY_POLL_MS);
    backgroundMemoryTimer.unref();
  }

  /** Journals a host call that did not come from the entry (hosted code forging one) and says why it was refused. */
  function refuseHostCall(call: HostCall, why: string): string {
    const message = redact(
      `A forged host call was refused: a call to ${call.path.slice(0, 100)} claiming dispatch "${call.dispatchId.slice(0, 100)}" ${why}. ` +
        'Only the studio can report logs and background work; integration code cannot.',
    );
    refusedHostCalls++;
    if (refusedHostCalls <= REFUSALS_JOURNALED) {
      const more = refusedHostCalls === REFUSALS_JOURNALED ? ` (${REFUSALS_JOURNALED} journaled; further refusals are not.)` : '';
      journalLog({ level: 'warn', ts: Date.now(), message: message + more, source: 'runtime' }, null);
    }
    return message;
  }

  /**
   * Logs after the answer get the console output limit of an answer, per dispatch, all of them
   * together. They come as concurrent calls: bytes are counted as they arrive, so no two calls both
   * fit in what is left.
   */
  async function acceptLateLogs(dispatchId: string, dispatch: Live, call: HostCall) {
    const limit = CONTAINMENT_DEFAULTS.logBatchBytes;
    const chunks: Buffer[] = [];
    let dropped = false;
    for await (const chunk of call.body as AsyncIterable<Buffer>) {
      if (dispatch.lateLogsCut) {
        dropped = true;
        continue;
      }
      dispatch.lateLogBytes += chunk.byteLength;
      if (dispatch.lateLogBytes <= limit) {
        chunks.push(chunk);
        continue;
      }
      dispatch.lateLogsCut = dropped = true;
      const message = `The integration logged more than ${limit / 1024 / 1024} MiB after its answer for this event, the studio's limit on console output per event; the rest of its logs were dropped.`;
      acceptLogs(dispatchId, [{ level: 'warn', ts: Date.now(), message, source: 'runtime' }]);
    }
    if (!dropped) acceptLogs(dispatchId, parseLogBatch(Buffer.concat(chunks).toString('utf8'), mapStack));
  }

  /** A call from the entry, authenticated by the host token of the dispatch it names. */
  async function hostCall(call: HostCall): Promise<string | null> {
    const { dispatchId } = call;
    const dispatch = live.get(dispatchId);
    if (!call.token) return refuseHostCall(call, 'carried no host token');
    if (!dispatch) return refuseHostCall(call, 'names no running or recent dispatch');
    if (!sameToken(dispatch.token, call.token)) return refuseHostCall(call, "carried a host token that is not that dispatch's");
    if (call.path === '/logs') {
      await acceptLateLogs(dispatchId, dispatch, call);
    } else if (call.path === '/background') {
      const report = parseBackgroundReport(textDecoder.decode(await readLimited(call.body, BACKGROUND_REPORT_BYTES)));
      if (report?.phase === 'start') {
        background.started(dispatchId);
        watchBackgroundMemory();
      } else if (report?.phase === 'end') {
        background.ended(dispatchId, report.outcome, report.error ? redact(mapStack(report.error)) : null);
      }
    } else {
      return refuseHostCall(call, 'asked for something the host does not answer');
    }
    return null;
  }

  const runtime = createRuntime(
    {
      outbound,
      hostCall,
      runtimeOutput(report) {
        const entry: LogEntry = { level: 'error', ts: Date.now(), message: redact(mapStack(report)), source: 'runtime' };
        // workerd's copy of an error the entry wrapper already journaled with its dispatch adds nothing.
        if (recentErrors.repeats(entry.message)) return;
        ledger.runtimeOutput(entry, performance.now());
      },
      onRestart(reason) {
        if (reason) background.reset(reason);
        // What ran in the old runtime is gone; dispatches still waiting for the new one keep their token.
        if (reason) for (const id of live.keys()) if (!ledger.isOpen(id)) live.delete(id);
        if (reason) setStatus({ state: 'restarting', error: reason });
        else setStatus({ state: 'ready', lastReloadAt: Date.now() });
      },
    },
    {
      deadlineMs,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      memoryLimitBytes: options.memoryLimitBytes ?? MEMORY_LIMIT_BYTES,
      memoryPollMs: MEMORY_POLL_MS,
      outboundCapBytes,
    },
    sandboxPorts,
  );

  // --- build and reload ------------------------------------------------------------------------
  /** Counts the builds loaded; the component ids are read once per build, when first asked for. */
  let loadedBuilds = 0;
  let componentIds: { build: number; answer: Promise<HostComponents> } | null = null;
  let building: Promise<void> | null = null;
  let again = false;
  let firstBuild: Promise<void> | null = null;

  async function buildOnce(): Promise<void> {
    setStatus({ state: 'building' });
    const read = hostConfig(options.manifest ? options.manifest.snapshot() : await readManifestSnapshot(manifestPath));
    if (!read.ok) {
      setStatus({ state: 'error', error: read.error });
      return;
    }
    const manifest = read.config;
    integrationName = manifest.name;
    devDefaults = manifest.defaults;
    devHasSite = manifest.devHasSite;
    icon = iconFile(dir, manifest.icon);
    const resolved = await resolveSecrets(dir, manifest.secrets, options.env ?? process.env, options.envAllow);
    for (const [name, value] of Object.entries(resolved.values)) journal.registerSecret(name, value);
    secrets = resolved.values;
    missingSecrets = resolved.missing.map(describeMissingSecret);
    const result = await bundleIntegration(dir, manifest.script);
    const at = Date.now();
    if (!result.ok) {
      const { failure } = result;
      journal.append({
        kind: 'build',
        status: 'error',
        summary: `Build failed: ${failure.message}`,
        data: { ok: false, durationMs: failure.durationMs, error: failure.message, file: failure.file, line: failure.line },
      });
      // The previous good build keeps serving; the status says the newest code does not build.
      setStatus({ state: 'error', error: failure.message, lastBuildMs: failure.durationMs, lastBuildAt: at, missingSecrets });
      return;
    }
    await load(result.bundle, at);
  }

  async function load(bundle: Bundle, at: number) {
    try {
      await runtime.load(bundle);
    } catch (error) {
      const message = `The integration failed to start: ${(error as Error).message}`;
      journal.append({
        kind: 'build',
        status: 'error',
        summary: message,
        data: { ok: false, durationMs: bundle.durationMs, error: message },
      });
      setStatus({ state: 'error', error: message, lastBuildMs: bundle.durationMs, lastBuildAt: at, missingSecrets });
      return;
    }
    loadedBuilds++;
    mapStack = stackMapper(bundle.map, dir, join(dir, '.studio', `${BUNDLE_NAME}.map`));
    readSourceLine = sourceLineReader(bundle.map, dir, join(dir, '.studio', `${BUNDLE_NAME}.map`));
    journal.append({
      kind: 'build',
      status: 'ok',
      summary: `Built in ${Math.round(bundle.durationMs)} ms`,
      data: { ok: true, durationMs: bundle.durationMs, missingSecrets },
    });
    if (missingSecrets.length) {
      journalLog(
        {
          level: 'warn',
          ts: Date.now(),
          message: `Missing secrets (set them in the environment or .env): ${missingSecrets.join(', ')}`,
          source: 'runtime',
        },
        null,
      );
    }
    setStatus({ state: 'ready', error: null, lastBuildMs: bundle.durationMs, lastBuildAt: at, lastReloadAt: Date.now(), missingSecrets });
  }

  /** Builds now; a build asked for while one runs happens once more after it. */
  function rebuild(): Promise<void> {
    if (building) {
      again = true;
      return building;
    }
    building = (async () => {
      do {
        again = false;
        await buildOnce();
      } while (again);
    })().finally(() => {
      building = null;
    });
    return building;
  }

  let watcher: FSWatcher | null = null;
  let memoryTimer: NodeJS.Timeout | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let idleSampling = false;
  let debounce: NodeJS.Timeout | null = null;
  let stopManifest: (() => void) | null = null;
  function scheduleReload() {
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(() => {
      void rebuild().then(() => {
        const listeners = reloadListeners;
        reloadListeners = [];
        for (const listener of listeners) listener();
      });
    }, 20);
  }
  let reloadListeners: (() => void)[] = [];

  // --- dispatch --------------------------------------------------------------------------------
  function environmentFor(installationId: string | undefined): IntegrationEnvironment | null {
    const base: EnvironmentBase = {
      integrationName,
      apiEndpoint,
      integrationToken,
      publicEndpoint: publicEndpoint(installationId),
      secrets,
    };
    // The development installation stays available whatever provider is set, so the CLI always has a target.
    const isDev = installationId === undefined || installationId === DEV_INSTALLATION_ID;
    return provider(installationId, base) ?? (isDev ? defaultProvider(installationId, base) : null);
  }

  /** Delivers one event; `commit` writes the dispatch to the journal (under `parentId`) with its children. */
  async function deliver(event: IntegrationEvent, dispatchOptions: DispatchOptions = {}) {
    const entered = performance.now();
    let buildWaitMs = 0;
    if (firstBuild) {
      await firstBuild;
      buildWaitMs = performance.now() - entered;
    }
    const installationId = dispatchOptions.installationId;
    const environment = environmentFor(installationId);
    if (!environment) throw new UnknownInstallationError(installationId ?? DEV_INSTALLATION_ID);
    // The event is serialized below; one too deep for that is refused by name, not with a RangeError.
    const violation = checkValue(event, `The ${String(event.type).slice(0, 100)} event`);
    if (violation) throw new SandboxError('too-large', violation.message);
    api.observe(event as { spaceId?: unknown; revisionId?: unknown });
    const dispatchId = `d${++dispatchCounter}`;
    const state = ledger.open(dispatchId);
    const token = randomBytes(16).toString('hex');
    live.set(dispatchId, { token, lateLogBytes: 0, lateLogsCut: false });
    if (live.size > LIVE_KEPT) live.delete(live.keys().next().value!);

    const form = new FormData();
    form.set('event', JSON.stringify(event));
    form.set('environment', JSON.stringify(environment));
    if (dispatchOptions.fetchBody) form.set('fetch-body', new Blob([dispatchOptions.fetchBody as Uint8Array<ArrayBuffer>]));
    const url = `${publicEndpoint(installationId)}/v1`;
    // The standard body serialisation (a Response is the cheapest holder of it) gives the multipart
    // bytes and their boundary; the bytes are kept for the journal and sent as they are.
    const envelope = new Response(form);
    const contentType = envelope.headers.get('content-type')!;
    const bytes = new Uint8Array(await envelope.arrayBuffer());

    const started = performance.now();
    const envelopeMs = started - entered - buildWaitMs;
    // A Buffer with its length declared goes out in one write, measurably faster than a chunked body.
    const answer = await runtime.dispatch(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': String(bytes.byteLength),
          [DISPATCH_HEADER]: dispatchId,
          [HOST_TOKEN_HEADER]: token,
        },
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      },
      describeDispatch(event),
    );
    const durationMs = performance.now() - started;
    ledger.answered(dispatchId, performance.now());
    if (answer.logs) acceptLogs(dispatchId, parseLogBatch(textDecoder.decode(answer.logs), mapStack));

    const result: Omit<DispatchResult, 'recordId'> = {
      status: answer.status,
      headers: answer.headers,
      setCookies: answer.setCookies,
      body: textDecoder.decode(answer.body),
      bytes: answer.body,
      durationMs,
      logs: state.logs,
      error: answer.failure,
      errorCode: answer.failureCode,
    };
    const commit = (parentId: number | null = null): DispatchResult => {
      const exchange: HttpExchange = {
        request: { method: 'POST', url, ...httpMessage({ 'content-type': contentType }, bytes) },
        response: { status: answer.status, ...httpMessage(answer.headers, answer.body) },
        durationMs,
        error: answer.failure,
      };
      const recordId = ledger.commit(dispatchId, () => ({
        kind: 'dispatch',
        status: answer.status < 400 ? 'ok' : 'error',
        summary: `${event.type}${'componentId' in event ? ` ${event.componentId}` : ''} → ${answer.status}${answer.failure ? ` (${answer.failure})` : ''}`,
        installationId: installationId ?? DEV_INSTALLATION_ID,
        parentId,
        // The phases before the integration ran, for the Inspector's waterfall: waiting for the
        // first build, building the envelope, waiting for the runtime to start or swap in new code.
        data: { ...exchange, eventType: event.type, dispatchId, phases: { buildWaitMs, envelopeMs, startWaitMs: answer.startWaitMs ?? 0 } },
      }));
      return { ...result, recordId };
    };
    return { result, commit };
  }

  const host = {
    /** The platform API emulator (`electron/services/platform-api`); `host.api.route(method, '/v1/…/:id', handler)` adds a route in front of it. */
    api,
    apiEndpoint,

    /** Builds and starts the runtime; resolves when the first build is done (ready or error, see status). */
    async start(): Promise<void> {
      firstBuild = rebuild();
      await firstBuild;
      firstBuild = null;
      // Memory moves without any status change (a leak, a cache): push it when it moves by a MB or more.
      memoryTimer = setInterval(async () => {
        const memoryBytes = await runtime.memoryBytes();
        if (memoryBytes !== null && Math.abs(memoryBytes - (status.memoryBytes ?? 0)) >= 1024 * 1024) setStatus({ memoryBytes });
      }, MEMORY_STATUS_MS);
      memoryTimer.unref();
      idleTimer = setInterval(() => {
        // While background work runs its own watch samples more often and names it.
        if (background.active()) runtime.notIdle();
        if (idleSampling || background.active()) return;
        idleSampling = true;
        void runtime
          .enforceIdle(backgroundBudgetMs)
          .then((reason) => {
            if (reason) journalLog({ level: 'error', ts: Date.now(), message: reason, source: 'runtime' }, null);
          })
          .finally(() => {
            idleSampling = false;
          });
      }, IDLE_MEMORY_POLL_MS);
      idleTimer.unref();
      if (options.watch === false) return;
      // With a manifest service the manifest file is its to watch: one watcher, one parse per change.
      const manifestFile = options.manifest ? resolve(manifestPath) : null;
      watcher = watch(dir, {
        ignoreInitial: true,
        // The integration's own fixtures/ holds test inputs and snapshots (`test --update-snapshots`), never code.
        ignored: (path: string) =>
          /(^|[\\/])(node_modules|\.studio|\.git)([\\/]|$)/.test(path) ||
          /^fixtures([\\/]|$)/.test(relative(dir, path)) ||
          resolve(dir, path) === manifestFile,
      });
      stopManifest = options.manifest?.onDidChange(() => scheduleReload()) ?? null;
      watcher.on('all', () => scheduleReload());
      await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
    },

    /** Resolves after the next reload the watcher triggers (tests and benchmarks). */
    nextReload(): Promise<void> {
      return new Promise((resolve) => reloadListeners.push(resolve));
    },

    rebuild,

    async dispatchEvent(event: IntegrationEvent, dispatchOptions: DispatchOptions = {}): Promise<DispatchResult> {
      const { commit } = await deliver(event, dispatchOptions);
      return commit();
    },

    /** For the public endpoint: deliver, then journal the dispatch under the record `parent` returns. */
    async dispatchWithParent(
      event: IntegrationEvent,
      dispatchOptions: DispatchOptions,
      parent: (result: Omit<DispatchResult, 'recordId'>) => number,
    ) {
      const { result, commit } = await deliver(event, dispatchOptions);
      return commit(parent(result));
    },

    /** Journals a request to a public endpoint; returns its id so its dispatch can hang below it. */
    journalHttpRequest(exchange: HttpExchange, installationId: string): number {
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

    /** One line of a source the loaded build was made from, as a mapped stack names it (for the frame's excerpt). */
    sourceLine(file: string, line: number): string | null {
      return readSourceLine(file, line);
    },

    /** A `ui_render` (with the action when given), answered as the Preview shows it. */
    render(input: z.input<typeof RenderInput>): Promise<RenderResult> {
      return renderComponent(host, input);
    },

    /**
     * The component ids the running code passed to `createIntegration({components})`. Asked of the
     * runtime once per loaded build (so a hot reload refreshes them), never on a dispatch.
     */
    async components(): Promise<HostComponents> {
      if (firstBuild) await firstBuild;
      if (componentIds?.build === loadedBuilds) return componentIds.answer;
      const answer: Promise<HostComponents> = readComponentIds(runtime).then(({ components, cacheable }) => {
        if (!cacheable && componentIds?.answer === answer) componentIds = null;
        return components;
      });
      componentIds = { build: loadedBuilds, answer };
      return answer;
    },

    environmentFor,
    publicEndpoint,
    iconFile: () => icon,

    /** Origins the integration may reach although local or private (the workspace setting, `--allow-outbound`). */
    setAllowedOutbound(origins: readonly string[]) {
      allowedOrigins = normalizeOrigins(origins);
    },
    allowedOutbound: (): readonly string[] => allowedOrigins,
    /** The outbound policy, for what the studio itself fetches on the integration's word (select options, completions). */
    outboundPolicy: policy,

    setEnvironmentProvider(next: EnvironmentProvider | null) {
      provider = next ?? defaultProvider;
    },

    /** Lets the installations feature refuse public-endpoint traffic to an installation (paused). */
    setTrafficGate(next: ((installationId: string) => string | null) | null) {
      trafficGate = next;
    },
    trafficRefusal: (installationId: string): string | null => trafficGate?.(installationId) ?? null,

    async status(): Promise<HostStatus> {
      const memoryBytes = await runtime.memoryBytes();
      if (memoryBytes !== status.memoryBytes) status = { ...status, memoryBytes };
      return status;
    },

    async dispose() {
      stopManifest?.();
      if (debounce) clearTimeout(debounce);
      if (memoryTimer) clearInterval(memoryTimer);
      if (idleTimer) clearInterval(idleTimer);
      if (backgroundMemoryTimer) clearInterval(backgroundMemoryTimer);
      background.reset('the host was stopped');
      await watcher?.close();
      await building?.catch(() => {});
      await runtime.dispose();
      api.dispose();
      setStatus({ state: 'stopped' });
    },
  };
  // queueIntegrationTask: the platform hands the task back to the integration as a `task` event.
  api.setTaskDispatcher(
    async (task) => (await host.dispatchEvent({ type: 'task', eventId: platformId(), task } as unknown as IntegrationEvent)).status,
  );
  return host;
}

export type Host = ReturnType<typeof createHost>;

/** Names a dispatch in sandbox failures: the event type and the component or route it was for. */
export function describeDispatch(event: IntegrationEvent): string {
  if (event.type === 'fetch' && 'request' in event) {
    const request = event.request as { method?: string; url?: string };
    let path = String(request.url ?? '');
    try {
      path = new URL(path).pathname;
    } catch {
      /* not a URL: name it as given */
    }
    return `the "fetch" event (route ${String(request.method ?? 'GET')} ${path.slice(0, 200)})`;
  }
  if ('componentId' in event) return `the "${event.type}" event of component "${String(event.componentId).slice(0, 200)}"`;
  return `the "${event.type}" event`;
}

export class UnknownInstallationError extends Error {
  readonly installationId: string;
  constructor(installationId: string) {
    super(
      `There is no installation "${installationId}" of this integration. Create it in Installations, or use "${DEV_INSTALLATION_ID}", the development installation.`,
    );
    this.installationId = installationId;
  }
}
