import type { JournalRecord } from '../api/journal.ts';
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
 * HAR 1.2 of the records that carry an HTTP exchange (others have no HAR form and are counted as
 * skipped). An exchange with no response (network error, time-out) gets status 0 and `_error`, as
 * browsers write it. `_studio` keeps the journal id and kind so an entry can be traced back.
 */
export function toHar(records: JournalRecord[], creator: { name: string; version: string }) {
  const entries = [];
  let skipped = 0;
  for (const record of records) {
    const exchange = exchangeOf(record);
    if (!exchange) {
      skipped++;
      continue;
    }
    const { request, response } = exchange;
    const requestContent = content(request);
    entries.push({
      startedDateTime: new Date(record.ts).toISOString(),
      time: exchange.durationMs ?? 0,
      request: {
        method: request.method,
        url: request.url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(request.headers),
        queryString: queryString(request.url),
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
      _studio: { id: record.id, kind: record.kind, status: record.status },
    });
  }
  return { har: { log: { version: '1.2', creator, entries } }, count: entries.length, skipped };
}
