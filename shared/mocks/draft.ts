import { stringify } from 'yaml';

/** A name for a mock of a call: method, host and path, e.g. get-sentry.io-api-0-issues-42. */
export function suggestMockName(method: string, url: string): string {
  const parsed = new URL(url);
  const slug = `${method}-${parsed.hostname}-${parsed.pathname}`
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 90) || 'mock';
}

/** A mock to edit before it is saved: its file name and YAML text. */
export interface MockDraft {
  name: string;
  text: string;
}

/** What a new mock answers until the user writes the real answer: 200 with a JSON body to replace. */
const PLACEHOLDER_ANSWER = { status: 200, json: { ok: true } };

/**
 * A mock of a call that got no answer (offline, refused under lockdown): its method and its URL as
 * a pattern of origin and path (a pattern without a query matches any query, and the query's
 * values, credentials among them, are not written), answering a placeholder 200 JSON body.
 */
export function draftFromRequest(method: string, url: string): MockDraft {
  const parsed = new URL(url);
  return {
    name: suggestMockName(method, url),
    text: stringify({ request: { method: method.toUpperCase(), url: `${parsed.origin}${parsed.pathname}` }, answer: PLACEHOLDER_ANSWER }),
  };
}

/** The "New mock" form's start: the shape of a mock, with a URL to replace. */
export function emptyDraft(): MockDraft {
  return {
    name: 'new-mock',
    text: stringify({ request: { method: 'GET', url: 'https://api.example.com/v1/items/*' }, answer: PLACEHOLDER_ANSWER }),
  };
}
