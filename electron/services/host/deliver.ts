import type { HttpExchange } from '../../../shared/journal/records.ts';
import type { IntegrationEnvironment, IntegrationEvent } from '../../../shared/platform/index.ts';
import { SandboxError } from './containment/errors.ts';
import { checkValue } from '../../lib/values.ts';
import { DISPATCH_HEADER, HOST_TOKEN_HEADER } from './entry.ts';
import { httpMessage } from './http-message.ts';
import type { Ledger } from './ledger.ts';
import { parseLogBatch, type LogEntry } from './logs.ts';
import type { RuntimeAnswer } from './runtime-answer.ts';
import { HostError } from './errors.ts';
import { DEV_INSTALLATION_ID, type DispatchOptions, type DispatchResult } from './types.ts';

const textDecoder = new TextDecoder();

export interface DeliverDeps {
  /** Set while the first build runs: a dispatch waits for it. */
  firstBuild(): Promise<void> | null;
  /** The platform world's environment builder (over its directory): null for an installation it does not hold. */
  environmentFor(installationId: string | undefined): IntegrationEnvironment | null;
  publicEndpoint(installationId?: string): string;
  /** The platform API emulator learns the ids an event names (spaces, revisions). */
  observe(event: { spaceId?: unknown; revisionId?: unknown }): void;
  ledger: Pick<Ledger, 'open' | 'answered' | 'commit'>;
  /** The dispatch's host token, which only the entry will hold. */
  issueToken(dispatchId: string): string;
  runtime: {
    dispatch(
      url: string,
      init: { method: string; headers: Record<string, string>; body: Buffer },
      what: string,
      fromSandbox?: boolean,
    ): Promise<RuntimeAnswer>;
  };
  acceptLogs(dispatchId: string, logs: LogEntry[]): void;
  mapStack(stack: string): string;
}

/** A delivered event: its answer, and `commit`, which journals the dispatch (under `parentId`) with its children. */
export interface Delivery {
  result: Omit<DispatchResult, 'recordId'>;
  commit(parentId?: number | null): DispatchResult;
}

/** Envelope → runtime → answer → record: one event to the integration, as the platform sends it. */
export function createDeliver(deps: DeliverDeps): (event: IntegrationEvent, options?: DispatchOptions) => Promise<Delivery> {
  let dispatchCounter = 0;
  return async function deliver(event, dispatchOptions = {}) {
    const entered = performance.now();
    let buildWaitMs = 0;
    const firstBuild = deps.firstBuild();
    if (firstBuild) {
      await firstBuild;
      buildWaitMs = performance.now() - entered;
    }
    const installationId = dispatchOptions.installationId;
    const environment = deps.environmentFor(installationId);
    if (!environment) throw new UnknownInstallationError(installationId ?? DEV_INSTALLATION_ID);
    // The event is serialized below; one too deep for that is refused by name, not with a RangeError.
    const violation = checkValue(event, `The ${String(event.type).slice(0, 100)} event`);
    if (violation) throw new SandboxError('too-large', violation.message);
    deps.observe(event as { spaceId?: unknown; revisionId?: unknown });
    const dispatchId = `d${++dispatchCounter}`;
    const state = deps.ledger.open(dispatchId);
    const token = deps.issueToken(dispatchId);

    const form = new FormData();
    form.set('event', JSON.stringify(event));
    form.set('environment', JSON.stringify(environment));
    if (dispatchOptions.fetchBody) form.set('fetch-body', new Blob([dispatchOptions.fetchBody as Uint8Array<ArrayBuffer>]));
    const url = `${deps.publicEndpoint(installationId)}/v1`;
    // The standard body serialisation (a Response is the cheapest holder of it) gives the multipart
    // bytes and their boundary; the bytes are kept for the journal and sent as they are.
    const envelope = new Response(form);
    const contentType = envelope.headers.get('content-type')!;
    const bytes = new Uint8Array(await envelope.arrayBuffer());

    const started = performance.now();
    const envelopeMs = started - entered - buildWaitMs;
    // A Buffer with its length declared goes out in one write, measurably faster than a chunked body.
    const answer = await deps.runtime.dispatch(
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
      dispatchOptions.fromSandbox === true,
    );
    const durationMs = performance.now() - started;
    deps.ledger.answered(dispatchId, performance.now());
    if (answer.logs) deps.acceptLogs(dispatchId, parseLogBatch(textDecoder.decode(answer.logs), deps.mapStack));

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
      const recordId = deps.ledger.commit(dispatchId, () => ({
        kind: 'dispatch',
        status: notHandled(event, answer.status) ? 'info' : answer.status < 400 ? 'ok' : 'error',
        summary: `${event.type}${'componentId' in event ? ` ${event.componentId}` : ''} → ${answer.status}${answer.failure ? ` (${answer.failure})` : notHandled(event, answer.status) ? ' (not handled)' : ''}`,
        installationId: installationId ?? DEV_INSTALLATION_ID,
        parentId,
        // The phases before the integration ran, for the Inspector's waterfall: waiting for the
        // first build, building the envelope, waiting for the runtime to start or swap in new code.
        data: { ...exchange, eventType: event.type, dispatchId, phases: { buildWaitMs, envelopeMs, startWaitMs: answer.startWaitMs ?? 0 } },
      }));
      return { ...result, recordId };
    };
    return { result, commit };
  };
}

/**
 * The platform's runtime answers 406 to an event the integration registered no handler for: most
 * integrations handle a few events, so that is information, not a failure (a red row read as a bug).
 * A `fetch` answers whatever the integration's own handler chose, so its 406 stays an error.
 */
function notHandled(event: IntegrationEvent, status: number): boolean {
  return status === 406 && event.type !== 'fetch';
}

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

/** An event for an installation the platform world does not hold (the public endpoint answers it 404). */
export class UnknownInstallationError extends HostError {
  readonly installationId: string;
  constructor(installationId: string) {
    super(
      'unknown-installation',
      `There is no installation "${installationId}" of this integration. Create it in Installations, or use "${DEV_INSTALLATION_ID}", the development installation.`,
    );
    this.installationId = installationId;
  }
}
