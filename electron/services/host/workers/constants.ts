// Names and small helpers shared by the runtime's worker modules (*.worker.ts, bundled into the
// strings Miniflare gets) and the host's Node side, so both read one definition. Plain values only:
// this file is bundled into code that runs inside workerd.

/** The name the integration's bundle carries inside the runtime; the entry imports it, stack traces refer to it. */
export const BUNDLE_NAME = 'integration.js';
/** Module path of the prelude, next to the entry. */
export const PRELUDE_NAME = 'prelude.js';
/** Module path of the entry (the runtime's main module). */
export const ENTRY_NAME = 'entry.js';

/** Header carrying the dispatch id into the runtime, and on every outbound fetch made during it. */
export const DISPATCH_HEADER = 'x-studio-dispatch';
/**
 * Header carrying the dispatch's host token into the runtime (the entry strips it before the
 * integration sees the request) and on the entry's host calls, which the host answers only with it.
 */
export const HOST_TOKEN_HEADER = 'x-studio-host-token';
/**
 * Where the entry's host calls (logs after the answer, background work) go: through the outbound
 * gate like any fetch, answered in process before the outbound policy. The runtime has no binding to
 * the host at all: `import { env } from 'cloudflare:workers'` would hand any binding to hosted code.
 */
export const HOST_CALL_ORIGIN = 'http://studio-host.invalid';
/** Set by the entry on its own 502 when the integration's answer passed the body limit. */
export const TOO_LARGE_HEADER = 'x-studio-too-large';
/**
 * The dispatch id of the host's own request for the component ids; real dispatch ids are `d<n>`.
 * The entry answers it itself (the integration never sees it) with what it read from the bundle at
 * load: `{known, ids}`, `known` false when the default export does not carry the SDK's ids.
 */
export const COMPONENTS_REQUEST = 'studio:components';
/** Byte length of the log batch (JSON) the entry puts before the answer's body; absent when nothing was logged. */
export const LOGS_HEADER = 'x-studio-logs';
/** On every answer the entry gives; an answer without it came from workerd itself (a request it canceled). */
export const ANSWERED_HEADER = 'x-studio-answered';

/** Name of the worker every outbound request of the integration goes through. */
export const GATE_WORKER = 'studio-outbound-gate';
/** The gate's binding to the host's outbound handler (Node). */
export const GATE_HOST_BINDING = 'HOST';
/** The gate's binding holding the outbound cap in bytes (the gate is studio code: hosted code never sees its env). */
export const GATE_CAP_BINDING = 'CAP_BYTES';
/** Where the gate addresses every call to the host: a name of no network (the target travels in a header). */
export const GATE_TARGET = 'http://gate/';
/** Set by the host on its answer when the integration's fetch must reject; the value is the reason (URI-encoded). */
export const OUTBOUND_ERROR_HEADER = 'x-studio-outbound-error';
/** The request's full URL, set by the gate (the bridge to Node passes only the path and Host). */
export const OUTBOUND_URL_HEADER = 'x-studio-outbound-url';
/**
 * Set by the host on the sandbox's calls to the studio's own public server (a copy the integration
 * sent is dropped first), so a page meant for a person's browser (the mock OAuth consent) can refuse them.
 */
export const SANDBOX_CALL_HEADER = 'x-studio-sandbox-call';

export const mib = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** The gate's error when an outbound body passes the cap (the host's own check says the same). */
export const outboundTooLarge = (url: string, capBytes: number): string =>
  `The response from ${url} is larger than ${mib(capBytes)}, the studio's cap on outbound responses; the read was stopped there.`;

/**
 * The worker that swaps new code in without restarting workerd (a Worker Loader): the host posts
 * the modules to its own socket with the runtime's swap token in this header; anything else it is
 * sent goes to the code it loaded last.
 */
export const SWAP_WORKER = 'studio-swap';
export const SWAP_TOKEN_HEADER = 'x-studio-swap-token';
/** The swap worker's bindings: its loader, the gate the loaded code's fetches go through, its token. */
export const SWAP_LOADER_BINDING = 'LOADER';
export const SWAP_GATE_BINDING = 'GATE';
export const SWAP_TOKEN_BINDING = 'TOKEN';

/** What the host posts to the swap worker: the runtime's modules by name, the main one first. */
export interface SwapCode {
  compatibilityDate: string;
  compatibilityFlags: string[];
  modules: Record<string, string>;
}

/**
 * The public endpoint's front worker (workers/front.worker.ts): beside the integration in its workerd,
 * it turns a raw request to `/i/<installation>/…` into the platform's envelope and hands it over a
 * service binding. The host keeps its state current with control requests carrying this token.
 */
export const FRONT_WORKER = 'studio-front';
export const FRONT_TOKEN_HEADER = 'x-studio-front-token';
/** Where the host posts an installation's state (`FrontInstallation`) to the front worker. */
export const FRONT_CONTROL_PATH = '/__studio/installation';
/** The front worker's bindings: the integration, the host's journal (a Node service), its token. */
export const FRONT_INTEGRATION_BINDING = 'INTEGRATION';
export const FRONT_JOURNAL_BINDING = 'JOURNAL';
export const FRONT_TOKEN_BINDING = 'TOKEN';
/** Exchanges sent to the journal in one post at most; a longer queue is posted in several. */
export const FRONT_BATCH_RECORDS = 64;
/**
 * Exchanges answered but not yet handed to the journal, at most: past it, an answer waits for the
 * queue to drain before it is sent (nothing is dropped).
 */
export const FRONT_PENDING_RECORDS = 1024;

/** What the front worker knows of one installation, pushed by the host on every change. */
export interface FrontInstallation {
  installationId: string;
  /** The change count the host gave this state; an older push never replaces a newer one. */
  version: number;
  /** The environment part's JSON, as the host's envelope carries it. */
  environment: string;
  /** `environment.integration.urls.publicEndpoint`'s origin: the URL the integration sees is on it. */
  publicOrigin: string;
  /** Set while the installation is paused: the error the endpoint answers 503 with. */
  refusal: string | null;
}

/** One request the front worker answered, as it posts it to the host's journal after the answer. */
export interface FrontExchange {
  installationId: string;
  method: string;
  url: string;
  /** The request's headers as received (hop-by-hop ones included), for the http.request record. */
  headers: [string, string][];
  /** base64 of the request body's first bytes (the journal's preview limit), and its full size. */
  body: string;
  bodySize: number;
  /** '' when the request reached no integration (refused before it): then there is no dispatch. */
  envelopeType: string;
  /** base64 of the envelope's first bytes; its full size. */
  envelope: string;
  envelopeSize: number;
  status: number;
  answerHeaders: [string, string][];
  answer: string;
  answerSize: number;
  /** The integration's logs (the entry's batch in front of the answer's body), as JSON text or ''. */
  logs: string;
  startedAt: number;
  durationMs: number;
}

/** Connection-level headers describe the hop to the studio, not the request the integration should see. */
export const HOP_BY_HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

/** The public endpoint's 413, from the host's node path and from the front worker alike. */
export const publicBodyTooLarge = (limitBytes: number): string =>
  `The request body is larger than ${limitBytes / 1024 / 1024} MB, the studio's limit for public endpoints.`;
