import { boundaryOf } from '../../../shared/inspector/multipart.ts';

/** What the journal derives from a record's data for filtering and full-text search. */
export interface DerivedColumns {
  eventType: string | null;
  httpStatus: number | null;
  durationMs: number | null;
  eventId: string | null;
}

/** Search text is capped so one huge body cannot bloat the index; the record itself keeps everything. */
export const SEARCH_TEXT_LIMIT = 64 * 1024;

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function deriveColumns(kind: string, data: unknown): DerivedColumns {
  const d = asObject(data);
  if (!d) return { eventType: null, httpStatus: null, durationMs: null, eventId: null };
  const event = asObject(d.event);
  const response = asObject(d.response);
  return {
    eventType: str(d.eventType) ?? (kind === 'webhook.event' ? str(d.type) : null) ?? str(event?.type),
    httpStatus: num(response?.status),
    durationMs: num(d.durationMs),
    eventId: str(d.eventId),
  };
}

/**
 * A dispatch's envelope without its `environment` part: the same text in every dispatch of an
 * installation (the installation, its configuration, the integration), which would make most of
 * the index and find every dispatch of the installation at once (its filter does that).
 */
function withoutEnvironment(body: string, headers: unknown): string {
  const boundary = boundaryOf(str(asObject(headers)?.['content-type']) ?? undefined);
  if (!boundary) return body;
  return body
    .split(`--${boundary}`)
    .filter((part) => !/^\r?\nContent-Disposition: form-data; name="environment"\r?\n/i.test(part))
    .join(`--${boundary}`);
}

function headerText(headers: unknown): string {
  const h = asObject(headers);
  return h
    ? Object.entries(h)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('\n')
    : '';
}

/**
 * The text a search looks in: the summary, the URL, headers and bodies as the user sees them (not
 * JSON-escaped, so `"name":"x"` is found in a JSON body), and the rest of the data as JSON.
 */
export function searchText(summary: string, data: unknown): string {
  const d = asObject(data);
  const parts = [summary];
  if (d) {
    const request = asObject(d.request);
    const response = asObject(d.response);
    for (const message of [request, response]) {
      if (!message) continue;
      const body = message.bodyEncoding === 'base64' ? '' : (str(message.body) ?? '');
      parts.push(
        str(message.url) ?? '',
        headerText(message.headers),
        message === request && str(d.dispatchId) ? withoutEnvironment(body, message.headers) : body,
      );
    }
    const rest = Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'request' && k !== 'response'));
    parts.push(JSON.stringify(rest));
  } else if (data !== undefined && data !== null) {
    parts.push(typeof data === 'string' ? data : JSON.stringify(data));
  }
  const text = parts.filter(Boolean).join('\n');
  return text.length > SEARCH_TEXT_LIMIT ? text.slice(0, SEARCH_TEXT_LIMIT) : text;
}
