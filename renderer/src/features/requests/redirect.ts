import type { PublicRequestAnswer } from '../../../../shared/api/installations.ts';

/** Where a 3xx answer sends its caller, and what the composer may do about it. */
export type Redirect =
  | { location: string; kind: 'follow'; url: string; path: string }
  | { location: string; kind: 'open'; url: string }
  | { location: string; kind: 'shown'; url: string | null; why: string };

// Names that reach the developer's machine or network: a browser tab opened on them could act there.
const LOCAL_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|\[.*\]|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+)$/i;

/**
 * A 3xx answer's `Location`, resolved against the URL it answered: followed by the composer only
 * when it stays under the installation's public endpoint (the one place it sends to); another
 * public http(s) address is offered to open in the browser; anything else is only shown.
 */
export function redirectOf(answer: Pick<PublicRequestAnswer, 'status' | 'headers' | 'url'>, endpoint: string): Redirect | null {
  if (answer.status < 300 || answer.status > 399) return null;
  const location = answer.headers.find((h) => h.name.toLowerCase() === 'location')?.value;
  if (location === undefined) return null;
  let url: URL;
  try {
    url = new URL(location, answer.url);
  } catch {
    return { location, kind: 'shown', url: null, why: 'it is not a URL' };
  }
  const base = endpoint.replace(/\/$/, '');
  const href = url.href;
  if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`))
    return { location, kind: 'follow', url: href, path: href.slice(base.length) || '/' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { location, kind: 'shown', url: href, why: `the studio opens only http(s) addresses, not ${url.protocol}` };
  if (LOCAL_HOST.test(url.hostname))
    return { location, kind: 'shown', url: href, why: "it is a local address outside the installation's endpoint" };
  return { location, kind: 'open', url: href };
}
