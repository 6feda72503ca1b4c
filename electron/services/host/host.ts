import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { Response as RuntimeResponse, type Request as RuntimeRequest } from 'miniflare';
import type { z } from 'zod';
import { stoppedHostStatus, type HostComponents, type HostStatus, type RenderInput, type RenderResult } from '../../../shared/api/host.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';
import type { IntegrationEnvironment, IntegrationEvent } from '../../../shared/platform/index.ts';
import { buildEnvironment } from '../../../shared/platform/index.ts';
import type { Bus } from '../events/bus.ts';
import type { Journal } from '../journal/journal.ts';
import { createApiStub, type ApiStub } from './api-stub.ts';
import { addDefaultRoutes } from './api-stub-routes.ts';
import { BUNDLE_NAME, bundleIntegration, type Bundle } from './build.ts';
import { readComponentIds } from './components.ts';
import { DISPATCH_HEADER } from './entry.ts';
import { BodyTooLargeError, headerRecord, httpMessage, readLimited } from './http-message.ts';
import { BODY_LIMIT_BYTES, DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES, MEMORY_POLL_MS } from './limits.ts';
import { parseLogBatch, type LogEntry } from './logs.ts';
import { iconFile } from './integration-icon.ts';
import { serveTasks } from './tasks.ts';
import { readHostManifest, type HostManifest } from './manifest.ts';
import { renderComponent } from './render.ts';
import { createRuntime } from './runtime.ts';
import { resolveSecrets } from './secrets.ts';
import { stackMapper } from './source-map.ts';

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
  /** Journal id of the `dispatch` record. */
  recordId: number;
}

/**
 * The development installation every integration has, whatever Installations holds: its
 * configuration is the manifest's defaults, so the integration runs before anything is set up.
 */
export const DEV_INSTALLATION_ID = 'dev';

interface Pending {
  logs: LogEntry[];
  outbound: { ts: number; status: 'ok' | 'error'; summary: string; data: HttpExchange & { stub: boolean } }[];
  /** Set once the dispatch is in the journal; later children attach to it directly. */
  journalId: number | null;
}

export interface HostOptions {
  dir: string;
  manifestPath: string;
  journal: Journal;
  bus: Bus;
  /** Origin of the public server, e.g. http://127.0.0.1:43123. */
  publicOrigin: string;
  deadlineMs?: number;
  /** Watch the folder and reload on change (default true). */
  watch?: boolean;
  /** Variables for `${{ env.NAME }}` (default: the process environment). */
  env?: NodeJS.ProcessEnv;
}

const textDecoder = new TextDecoder();
/** How often the runtime's memory is re-read for the status. */
const MEMORY_STATUS_MS = 5_000;

export function createHost(options: HostOptions) {
  const { dir, manifestPath, journal, bus } = options;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const apiEndpoint = `${options.publicOrigin}/api`;
  const integrationToken = `studio-integration-${randomBytes(12).toString('hex')}`;
  const api: ApiStub = createApiStub();
  api.acceptToken(integrationToken);

  let integrationName = 'integration';
  let devDefaults: HostManifest['defaults'] = { account: {}, space: {}, site: {} };
  let devHasSite = false;
  /** The manifest's icon file, served at the public server's ICON_PATH. */
  let icon: string | null = null;
  let secrets: Record<string, string> = {};
  let missingSecrets: string[] = [];
  let mapStack = (stack: string) => stack;
  addDefaultRoutes(api, () => integrationName);
  let status: HostStatus = stoppedHostStatus();
  let dispatchCounter = 0;
  const pending = new Map<string, Pending>();
  /** Dispatch id → its journal id, for logs that arrive after the answer (waitUntil). Bounded. */
  const finished = new Map<string, number>();

  const publicEndpoint = (installationId: string = DEV_INSTALLATION_ID) =>
    `${options.publicOrigin}/i/${encodeURIComponent(installationId)}`;

  const defaultProvider: EnvironmentProvider = (installationId, base) => {
    if (installationId !== undefined && installationId !== DEV_INSTALLATION_ID) return null;
    return buildEnvironment({
      ...base,
      installation: {
        id: DEV_INSTALLATION_ID,
        organizationId: 'org_dev',
        configuration: devDefaults.account,
        token: `studio-installation-${integrationToken.slice(-12)}`,
        space: { id: 'space_dev', configuration: devDefaults.space },
        ...(devHasSite ? { site: { id: 'site_dev', configuration: devDefaults.site } } : {}),
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

  function journalLog(entry: LogEntry, parentId: number | null) {
    journal.append({
      kind: 'log',
      ts: entry.ts,
      status: entry.level === 'error' ? 'error' : 'info',
      summary: `${entry.level}: ${entry.message.split('\n')[0]!.slice(0, 200)}`,
      parentId,
      data: entry,
    });
  }

  /** Logs also reach callers (CLI, panes) outside the journal, so secrets are masked here too. */
  function redact(text: string): string {
    let out = text;
    for (const [name, value] of Object.entries(secrets)) if (value.length >= 4) out = out.split(value).join(`[redacted:${name}]`);
    return out;
  }

  function acceptLogs(dispatchId: string, raw: LogEntry[]) {
    const logs = raw.map((entry) => ({ ...entry, message: redact(entry.message), ...(entry.stack ? { stack: redact(entry.stack) } : {}) }));
    const open = pending.get(dispatchId);
    if (open && open.journalId === null) {
      open.logs.push(...logs);
      return;
    }
    const parentId = open?.journalId ?? finished.get(dispatchId) ?? null;
    for (const entry of logs) journalLog(entry, parentId);
  }

  async function outbound(request: RuntimeRequest): Promise<RuntimeResponse> {
    const started = performance.now();
    const dispatchId = request.headers.get(DISPATCH_HEADER) ?? '';
    const headers = new Headers(request.headers as unknown as Headers);
    headers.delete(DISPATCH_HEADER);
    // fetch() sets the length from the body it sends; a copied header makes undici refuse the request.
    headers.delete('content-length');
    const isStub = request.url.startsWith(`${apiEndpoint}/`) || request.url === apiEndpoint;
    let requestBody: Uint8Array | null = null;
    let response: Response | null = null;
    let responseBody: Uint8Array | null = null;
    let error: string | null = null;
    try {
      requestBody = request.body
        ? await readLimited(request.body as unknown as ReadableStream<Uint8Array>, BODY_LIMIT_BYTES, { drain: true })
        : null;
      if (isStub) {
        const url = new URL(request.url);
        response = await api.handle({
          method: request.method,
          path: url.pathname.slice(new URL(apiEndpoint).pathname.length) || '/',
          query: url.searchParams,
          headers: headerRecord(headers, false),
          body: requestBody ?? new Uint8Array(),
        });
      } else {
        response = await fetch(request.url, {
          method: request.method,
          headers,
          body: requestBody && request.method !== 'GET' && request.method !== 'HEAD' ? requestBody : undefined,
          redirect: 'manual',
        });
      }
      responseBody = new Uint8Array(await response.arrayBuffer());
    } catch (cause) {
      error =
        cause instanceof BodyTooLargeError
          ? `the request body is larger than ${BODY_LIMIT_BYTES / 1024 / 1024} MB, the studio's limit for outbound calls`
          : `${(cause as Error).message}${(cause as Error).cause ? `: ${((cause as Error).cause as Error).message}` : ''}`;
    }
    const exchange: HttpExchange & { stub: boolean } = {
      request: { method: request.method, url: request.url, ...httpMessage(headerRecord(headers), requestBody) },
      response: response ? { status: response.status, ...httpMessage(headerRecord(response.headers), responseBody) } : null,
      durationMs: performance.now() - started,
      error,
      stub: isStub,
    };
    const record = {
      ts: Date.now(),
      status: (response && response.status < 400 ? 'ok' : 'error') as 'ok' | 'error',
      summary: `${request.method} ${request.url} → ${response ? response.status : `failed: ${error}`}${isStub ? ' (API stub)' : ''}`,
      data: exchange,
    };
    const open = pending.get(dispatchId);
    if (open && open.journalId === null) open.outbound.push(record);
    else journal.append({ kind: 'outbound.fetch', ...record, parentId: open?.journalId ?? finished.get(dispatchId) ?? null });
    if (!response) {
      return new RuntimeResponse(JSON.stringify({ error: `The studio could not reach ${request.url}: ${error}` }), {
        status: 502,
        headers: { 'content-type': 'application/json' },
      });
    }
    const nullBody = [101, 204, 205, 304].includes(response.status);
    return new RuntimeResponse(nullBody ? null : responseBody, {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    });
  }

  async function hostCall(request: RuntimeRequest): Promise<RuntimeResponse> {
    if (new URL(request.url).pathname === '/logs') {
      acceptLogs(request.headers.get(DISPATCH_HEADER) ?? '', parseLogBatch(await request.text(), mapStack));
    }
    return new RuntimeResponse(null, { status: 204 });
  }

  const runtime = createRuntime(
    {
      outbound,
      hostCall,
      runtimeOutput(line) {
        journalLog({ level: 'error', ts: Date.now(), message: mapStack(line), source: 'runtime' }, null);
      },
      onRestart(reason) {
        if (reason) setStatus({ state: 'restarting', error: reason });
        else setStatus({ state: 'ready', lastReloadAt: Date.now() });
      },
    },
    { deadlineMs, bodyLimitBytes: BODY_LIMIT_BYTES, memoryLimitBytes: MEMORY_LIMIT_BYTES, memoryPollMs: MEMORY_POLL_MS },
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
    let manifest;
    try {
      manifest = await readHostManifest(manifestPath);
    } catch (error) {
      setStatus({ state: 'error', error: (error as Error).message });
      return;
    }
    integrationName = manifest.name;
    devDefaults = manifest.defaults;
    devHasSite = manifest.target === 'site' || manifest.target === 'all';
    icon = iconFile(dir, manifest.icon);
    const resolved = await resolveSecrets(dir, manifest.secrets, options.env ?? process.env);
    for (const [name, value] of Object.entries(resolved.values)) journal.registerSecret(name, value);
    secrets = resolved.values;
    missingSecrets = resolved.missing.map((m) => `${m.secret} (\${{ env.${m.variable} }})`);
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
  let debounce: NodeJS.Timeout | null = null;
  let reloadListeners: (() => void)[] = [];
  /** Installation token → its installation, so a task queued with it goes back to that installation. */
  const tokenInstallations = new Map<string, string>();
  const tasks = serveTasks(api, {
    installationOf: (token) => (token ? tokenInstallations.get(token) : undefined),
    deliver: (event, installationId) => host.dispatchEvent(event, { installationId }),
    onError: (message) =>
      journal.append({ kind: 'log', status: 'error', summary: message, parentId: null, data: { level: 'error', ts: Date.now(), message } }),
  });

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
    const environment = provider(installationId, base) ?? (isDev ? defaultProvider(installationId, base) : null);
    if (environment) {
      api.acceptToken(environment.apiTokens.integration);
      if (environment.apiTokens.installation) {
        api.acceptToken(environment.apiTokens.installation);
        tokenInstallations.set(environment.apiTokens.installation, installationId ?? DEV_INSTALLATION_ID);
      }
    }
    return environment;
  }

  /** Delivers one event; `commit` writes the dispatch to the journal (under `parentId`) with its children. */
  async function deliver(event: IntegrationEvent, dispatchOptions: DispatchOptions = {}) {
    if (firstBuild) await firstBuild;
    const installationId = dispatchOptions.installationId;
    const environment = environmentFor(installationId);
    if (!environment) throw new UnknownInstallationError(installationId ?? DEV_INSTALLATION_ID);
    const dispatchId = `d${++dispatchCounter}`;
    const state: Pending = { logs: [], outbound: [], journalId: null };
    pending.set(dispatchId, state);

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
    // A Buffer with its length declared goes out in one write, measurably faster than a chunked body.
    const answer = await runtime.dispatch(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength), [DISPATCH_HEADER]: dispatchId },
      body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    const durationMs = performance.now() - started;
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
    };
    const commit = (parentId: number | null = null): DispatchResult => {
      const exchange: HttpExchange = {
        request: { method: 'POST', url, ...httpMessage({ 'content-type': contentType }, bytes) },
        response: { status: answer.status, ...httpMessage(answer.headers, answer.body) },
        durationMs,
        error: answer.failure,
      };
      const record = journal.append({
        kind: 'dispatch',
        status: answer.status < 400 ? 'ok' : 'error',
        summary: `${event.type}${'componentId' in event ? ` ${event.componentId}` : ''} → ${answer.status}${answer.failure ? ` (${answer.failure})` : ''}`,
        installationId: installationId ?? DEV_INSTALLATION_ID,
        parentId,
        data: { ...exchange, eventType: event.type, dispatchId },
      });
      state.journalId = record.id;
      for (const entry of state.logs) journalLog(entry, record.id);
      for (const call of state.outbound) journal.append({ kind: 'outbound.fetch', ...call, parentId: record.id });
      pending.delete(dispatchId);
      finished.set(dispatchId, record.id);
      if (finished.size > 1000) finished.delete(finished.keys().next().value!);
      return { ...result, recordId: record.id };
    };
    return { result, commit };
  }

  const host = {
    /** The platform API stub: `host.api.route('PATCH', '/v1/…/:id', handler)`. */
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
      if (options.watch === false) return;
      watcher = watch(dir, {
        ignoreInitial: true,
        ignored: (path: string) => /(^|[\\/])(node_modules|\.studio|\.git)([\\/]|$)/.test(path),
      });
      watcher.on('all', () => {
        if (debounce) clearTimeout(debounce);
        debounce = setTimeout(() => {
          void rebuild().then(() => {
            const listeners = reloadListeners;
            reloadListeners = [];
            for (const listener of listeners) listener();
          });
        }, 20);
      });
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
      tasks.dispose();
      if (debounce) clearTimeout(debounce);
      if (memoryTimer) clearInterval(memoryTimer);
      await watcher?.close();
      await building?.catch(() => {});
      await runtime.dispose();
      setStatus({ state: 'stopped' });
    },
  };
  return host;
}

export type Host = ReturnType<typeof createHost>;

export class UnknownInstallationError extends Error {
  readonly installationId: string;
  constructor(installationId: string) {
    super(
      `There is no installation "${installationId}" of this integration. Create it in Installations, or use "${DEV_INSTALLATION_ID}", the development installation.`,
    );
    this.installationId = installationId;
  }
}
