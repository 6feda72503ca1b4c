import type { Dispatcher } from 'undici';
import type { SandboxFailureCode } from './containment/errors.ts';
import { CONTAINMENT_DEFAULTS } from './containment/rules.ts';
import { ANSWERED_HEADER, LOGS_HEADER, TOO_LARGE_HEADER } from './entry.ts';
import { BodyTooLargeError } from './errors.ts';
import { readLimited } from './http-message.ts';
import { ANSWER_HEADERS_LIMIT_BYTES } from './limits.ts';

/**
 * What the runtime's answer to one dispatch becomes: the integration's status, headers and body with
 * the logs the entry framed in front of it taken off, or the host's own answer naming the limit the
 * integration passed. Plain functions of the HTTP answer, so runtime.ts keeps only the lifecycle.
 */

/** The integration's answer, or the host's own answer when the sandbox failed (`failure` says why). */
export interface RuntimeAnswer {
  status: number;
  headers: Record<string, string>;
  /** Each Set-Cookie header on its own: they cannot be joined into one value like other headers. */
  setCookies: string[];
  body: Uint8Array;
  /** The log batch (JSON) the entry handed back with the answer, when the integration logged. */
  logs: Uint8Array | null;
  failure: string | null;
  /** What kind of sandbox failure `failure` is (containment/errors.ts). */
  failureCode: SandboxFailureCode | null;
  /** How long the dispatch waited for the runtime to start, restart or swap in new code, in ms. */
  startWaitMs?: number;
}

export function failure(status: number, message: string, logs: Uint8Array | null, code: SandboxFailureCode): RuntimeAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json' },
    setCookies: [],
    body: new TextEncoder().encode(JSON.stringify({ error: message, code })),
    logs,
    failure: message,
    failureCode: code,
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The host's words for each answer it drops, naming the limit. */
export function answerLimitMessages(bodyLimitBytes: number) {
  return {
    tooLarge: `The integration answered with a body larger than ${mb(bodyLimitBytes)}, the studio's limit; the answer was dropped.`,
    tooManyHeaders: `The integration answered with more than ${ANSWER_HEADERS_LIMIT_BYTES / 1024} KiB of headers, the studio's limit; the answer was dropped.`,
    tooMuchLog: `The integration logged more than ${mb(CONTAINMENT_DEFAULTS.logBatchBytes)} during one event, the studio's limit; the answer was dropped.`,
  };
}

/** The integration's answer headers as one value per name, and its Set-Cookie headers each on its own. */
export function answerHeaders(raw: Record<string, string | string[] | undefined>): {
  headers: Record<string, string>;
  setCookies: string[];
} {
  const headers: Record<string, string> = {};
  let setCookies: string[] = [];
  for (const name in raw) {
    const value = raw[name];
    if (value === undefined) continue;
    if (name === 'set-cookie') {
      setCookies = Array.isArray(value) ? value : [value];
      headers[name] = setCookies[setCookies.length - 1]!;
    } else {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return { headers, setCookies };
}

/**
 * Reads the runtime's HTTP answer within the limits: the entry puts the dispatch's logs in front of
 * the body and says how long they are (LOGS_HEADER). `what` names the dispatch in failures.
 */
export async function readAnswer(
  response: Dispatcher.ResponseData,
  limits: { bodyLimitBytes: number; deadlineMs: number },
  what: string,
): Promise<RuntimeAnswer> {
  // Worded only when an answer is dropped: most answers need none of it.
  const messages = () => answerLimitMessages(limits.bodyLimitBytes);
  try {
    const logLength = Number(response.headers[LOGS_HEADER] ?? 0) || 0;
    if (logLength > CONTAINMENT_DEFAULTS.logBatchBytes) {
      response.body.destroy();
      return failure(502, messages().tooMuchLog, null, 'too-large');
    }
    const limit = limits.bodyLimitBytes + logLength;
    const declared = Number(response.headers['content-length'] ?? NaN);
    // A declared length within the limit can be read in one go; anything else is streamed and counted.
    const framed = declared <= limit ? new Uint8Array(await response.body.arrayBuffer()) : await readLimited(response.body, limit);
    const logs = logLength > 0 ? framed.subarray(0, logLength) : null;
    if (response.headers[TOO_LARGE_HEADER]) return failure(502, messages().tooLarge, logs, 'too-large');
    if (!response.headers[ANSWERED_HEADER] && response.statusCode === 500) {
      // workerd cancels a request whose handler waits on a promise nothing can ever settle.
      return failure(
        500,
        `The integration's handler for ${what} did not settle: it waits on a promise nothing can resolve, so the runtime canceled it before the ${limits.deadlineMs} ms deadline.`,
        logs,
        'deadline',
      );
    }
    const { headers, setCookies } = answerHeaders(response.headers);
    delete headers[ANSWERED_HEADER];
    const body = logs ? framed.subarray(logLength) : framed;
    if (logs) {
      delete headers[LOGS_HEADER];
      if (headers['content-length'] !== undefined) headers['content-length'] = String(body.byteLength);
    }
    return { status: response.statusCode, headers, setCookies, body, logs, failure: null, failureCode: null };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return failure(502, messages().tooLarge, null, 'too-large');
    throw error;
  }
}
