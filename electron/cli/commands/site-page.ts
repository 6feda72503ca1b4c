import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { isLocalHost } from '../../../shared/security/preview-urls.ts';

/** How long the page must stay quiet (no request in flight or ending, no new site record) to count as done. */
const QUIET_MS = 750;
/** How often the wait looks again. */
const POLL_MS = 100;

/** A request of the page (a navigation, a frame, a popup…) the command's browser did not let out. */
export interface RefusedRequest {
  url: string;
  /** What asked for it: `document` (a navigation), `websocket`, `image`, `fetch`… as Chromium names it. */
  type: string;
  reason: string;
}

export interface SiteVisit {
  /** Null when the page settled; else what was still going on when the wait ran out. */
  timedOut: string | null;
  refused: RefusedRequest[];
}

/**
 * The command's own request filter, as the desktop app's is for its windows: the site's page and
 * everything it opens (frames, popups, navigations of the top frame, the requests its
 * service worker makes) reach this machine and its private network only at the site's own origin.
 * The site's CSP and service worker keep its scripts' requests off them; this covers what no policy of
 * the page governs, like a script sending the top frame to a loopback port. WebSockets are the CSP's
 * alone (connect-src): Playwright routes them through a stand-in for the page's WebSocket, which
 * would hide the violations the page reports.
 */
async function guardContext(context: BrowserContext, siteOrigin: string, refused: RefusedRequest[]) {
  const refusal = (url: string): string | null => {
    if (!URL.canParse(url)) return null;
    const parsed = new URL(url);
    if (!/^(http|ws)s?:$/.test(parsed.protocol)) return null;
    if (`${parsed.protocol.replace(/^ws/, 'http')}//${parsed.host}` === siteOrigin) return null;
    return isLocalHost(parsed.hostname) ? `${parsed.host} is on this machine or its private network, not the site's origin` : null;
  };
  await context.route('**/*', (route) => {
    const request = route.request();
    const reason = refusal(request.url());
    if (!reason) return route.fallback();
    refused.push({ url: request.url(), type: request.resourceType(), reason });
    return route.abort('blockedbyclient');
  });
}

/** Playwright's evaluate fails while the page navigates (the site reloads itself once its worker runs): not yet. */
const evaluated = <T>(work: Promise<T>, otherwise: T) => work.catch(() => otherwise);

/**
 * What the site's first load shows until its service worker controls the page (`#site-worker`, see
 * services/site/pages.ts): the page then reloads itself, with the scripts. Null once it has.
 */
// A string, not a function: this runs in the page, whose DOM the CLI's own types do not describe.
const STARTING = `navigator.serviceWorker && navigator.serviceWorker.controller && document.readyState === 'complete'
  ? null
  : (document.getElementById('site-worker') || { textContent: 'loading' }).textContent`;

const sleep = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/**
 * Opens `url` in a context of its own and waits until its scripts ran: the page loaded under the
 * site's service worker (only then are the scripts on it), no request of it in flight and no new
 * site record for QUIET_MS, all within `timeoutMs`. `lastRecordAt` says when the studio last
 * journaled a site record of this run (the page's reports arrive as records).
 */
export async function visitSite(
  browser: Browser,
  url: string,
  options: { timeoutMs: number; lastRecordAt: () => number; png?: string },
): Promise<SiteVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const refused: RefusedRequest[] = [];
  try {
    await guardContext(context, new URL(url).origin, refused);
    // The context's, not the page's: the site's service worker forwards the scripts' requests itself.
    const inFlight = new Set<Request>();
    // The last sign of life: a request starting or ending, the page taken by the worker, a record (below).
    let lastActivity = Date.now();
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    context.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    context.on('requestfinished', settle);
    context.on('requestfailed', settle);
    const page = await context.newPage();
    const deadline = Date.now() + options.timeoutMs;
    const more = 'raise --timeout-ms to wait longer';
    const timedOut = await (async (): Promise<string | null> => {
      try {
        await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') return `the page did not finish loading within ${options.timeoutMs} ms; ${more}`;
        throw new Error(`the site page ${url} could not be opened: ${(error as Error).message.split('\n')[0]}`, { cause: error });
      }
      for (;;) {
        const starting = await evaluated(page.evaluate<string | null>(STARTING), 'loading');
        if (starting === null) {
          // The page's reports go out in batches a moment after its scripts ran: quiet counts from here at the earliest.
          lastActivity = Date.now();
          break;
        }
        if (Date.now() >= deadline)
          return `the site's service worker did not take the page within ${options.timeoutMs} ms (the page says: ${starting}); ${more}`;
        await sleep();
      }
      while (inFlight.size > 0 || Date.now() - Math.max(lastActivity, options.lastRecordAt()) < QUIET_MS) {
        if (Date.now() >= deadline) {
          const busy = [...inFlight].slice(0, 3).map((request) => `${request.method()} ${request.url()}`);
          return `the page's scripts were still busy after ${options.timeoutMs} ms (${busy.length ? `${inFlight.size} request(s) in flight: ${busy.join(', ')}` : 'its reports were still arriving'}); ${more}`;
        }
        await sleep();
      }
      return null;
    })();
    if (options.png) await writeFile(options.png, await page.screenshot({ fullPage: true, type: 'png' }));
    return { timedOut, refused };
  } finally {
    await context.close();
  }
}
