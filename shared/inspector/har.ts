import type { StoredRecord } from '../api/journal.ts';
import type { HttpExchange } from '../journal/records.ts';
import { bodyText, exchangeOf, header } from './exchange.ts';

interface HarNameValue {
  name: string;
  value: string;
}

const pairs = (headers: Record<string, string>): HarNameValue[] => Object.entries(headers).map(([name, value]) => ({ name, value }));

function queryString(url: string): HarNameValue[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function content(message: HttpExchange['request']) {
  const mimeType = header(message.headers, 'content-type') ?? '';
  return message.bodyEncoding === 'base64'
    ? { mimeType, text: message.body, encoding: 'base64' as const }
    : { mimeType, text: bodyText(message).text };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The URL as HAR 1.2 requires it, absolute: the receiver and other studio-side records store the
 * path alone (references to the studio's own servers are kept as references, so a restart on
 * another port breaks nothing), resolved here against the public server that answered them.
 */
function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** What identifies one exchange on the wire, seen from either side: method, absolute URL, body. */
const wireKey = (exchange: HttpExchange, origin: string) =>
  `${exchange.request.method} ${absolute(exchange.request.url, origin)} ${exchange.request.body}`;

/**
 * HAR 1.2 of the records that carry an HTTP exchange (others have no HAR form and are counted as
 * skipped). An exchange with no response (network error, time-out) gets status 0 and `_error`, as
 * browsers write it. `_studio` keeps the journal id and kind so an entry can be traced back.
 *
 * A webhook attempt to one of the studio's receivers and that receiver's record are one exchange
 * seen from both ends: it is written once, as the attempt (which holds the answer's body and
 * timing), with the reception's verdict under `_studio.received`. Each reception pairs with one
 * attempt (retries are exchanges of their own); one without its attempt in the export stays.
 */
export function toHar(records: StoredRecord[], creator: { name: string; version: string }, options: { origin: string }) {
  const { origin } = options;
  const attempts = new Map<string, StoredRecord[]>();
  for (const record of records) {
    const exchange = record.kind === 'webhook.attempt' ? exchangeOf(record) : null;
    if (!exchange) continue;
    const key = wireKey(exchange, origin);
    attempts.set(key, [...(attempts.get(key) ?? []), record]);
  }
  const receivedBy = new Map<number, StoredRecord>();
  const paired = new Set<number>();
  for (const record of records) {
    const exchange = record.kind === 'webhook.received' ? exchangeOf(record) : null;
    if (!exchange) continue;
    const attempt = attempts.get(wireKey(exchange, origin))?.find((candidate) => !receivedBy.has(candidate.id));
    if (!attempt) continue;
    receivedBy.set(attempt.id, record);
    paired.add(record.id);
  }

  const entries = [];
  let skipped = 0;
  for (const record of records) {
    const exchange = exchangeOf(record);
    if (!exchange) {
      skipped++;
      continue;
    }
    if (paired.has(record.id)) continue; // written as its attempt
    const received = receivedBy.get(record.id);
    const url = absolute(exchange.request.url, origin);
    const { request, response } = exchange;
    const requestContent = content(request);
    entries.push({
      startedDateTime: new Date(record.ts).toISOString(),
      time: exchange.durationMs ?? 0,
      request: {
        method: request.method,
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(request.headers),
        queryString: queryString(url),
        ...(request.bodySize > 0 ? { postData: { mimeType: requestContent.mimeType, text: requestContent.text } } : {}),
        headersSize: -1,
        bodySize: request.bodySize,
      },
      response: response
        ? {
            status: response.status,
            statusText: STATUS_TEXT[response.status] ?? '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: pairs(response.headers),
            content: { size: response.bodySize, ...content({ ...response, method: '', url: '' }) },
            redirectURL: header(response.headers, 'location') ?? '',
            headersSize: -1,
            bodySize: response.bodySize,
          }
        : {
            status: 0,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [],
            content: { size: 0, mimeType: '' },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
            _error: exchange.error ?? 'no response',
          },
      cache: {},
      timings: { send: 0, wait: exchange.durationMs ?? 0, receive: 0 },
      _studio: {
        id: record.id,
        kind: record.kind,
        status: record.status,
        ...(received ? { received: { id: received.id, summary: received.summary } } : {}),
      },
    });
  }
  return { har: { log: { version: '1.2', creator, entries } }, count: entries.length, skipped };
}
