import { isLocalHost } from './preview-urls.ts';

/**
 * What happens to a URL an integration asks the studio to open (`@ui.url.open`, a `link` element,
 * a Markdown link, also when a webframe sends the action): it runs in the developer's browser, next
 * to every local service, so a request to a router's admin page or a dev server's endpoint would
 * carry the developer's cookies there. A web address outside this machine and its private network
 * (or a mail address) opens; an http(s) address on them opens only when the user says yes to a
 * question naming it; anything else (file:, javascript:, a custom scheme) is refused.
 */
export type OpenVerdict = { kind: 'open' } | { kind: 'ask'; reason: string } | { kind: 'refuse'; reason: string };

export function openUrlVerdict(url: unknown): OpenVerdict {
  if (typeof url !== 'string' || !URL.canParse(url)) return { kind: 'refuse', reason: 'not an http(s) or mailto URL' };
  const parsed = new URL(url);
  if (parsed.protocol === 'mailto:') return { kind: 'open' };
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'refuse', reason: 'not an http(s) or mailto URL' };
  if (isLocalHost(parsed.hostname))
    return { kind: 'ask', reason: `${parsed.host} is on this machine or its private network, not on the internet` };
  return { kind: 'open' };
}

/** The question put to the user before an address on this machine opens, naming it. */
export function openLocalQuestion(url: string, reason: string): string {
  return `The integration asks to open ${url}\n\n${reason}: opening it sends your browser there, with its cookies. Open it anyway?`;
}
