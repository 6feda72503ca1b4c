import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { isLocalHost } from '../../../shared/security/preview-urls.ts';

/** How long the page must stay quiet (no request in flight, no new site record) to count as done. */
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

/**
 * Opens `url` in a context of its own and waits until its scripts ran: the page loaded, no request
 * of it in flight and no new site record for QUIET_MS, all within `timeoutMs`. `lastRecordAt` says
 * when the studio last journaled a site record of this run (the page's reports arrive as records).
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
    context.on('request', (request) => inFlight.add(request));
    context.on('requestfinished', (request) => inFlight.delete(request));
    context.on('requestfailed', (request) => inFlight.delete(request));
    const page = await context.newPage();
    const deadline = Date.now() + options.timeoutMs;
    const loaded = await page
      .goto(url, { waitUntil: 'load', timeout: options.timeoutMs })
      .then(() => true)
      .catch((error: Error) => {
        if (/Timeout/i.test(error.name) || /Timeout/.test(error.message)) return false;
        throw new Error(`the site page ${url} could not be opened: ${error.message.split('\n')[0]}`, { cause: error });
      });
    let timedOut: string | null = loaded ? null : `the page did not finish loading within ${options.timeoutMs} ms`;
    if (!timedOut) {
      for (;;) {
        const now = Date.now();
        if (inFlight.size === 0 && now - options.lastRecordAt() >= QUIET_MS) break;
        if (now >= deadline) {
          timedOut = `the page's scripts were still busy after ${options.timeoutMs} ms (${
            inFlight.size
              ? `${inFlight.size} request(s) in flight: ${[...inFlight]
                  .slice(0, 3)
                  .map((request) => `${request.method()} ${request.url()}`)
                  .join(', ')}`
              : 'its reports were still arriving'
          }); raise --timeout-ms to wait longer`;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    if (options.png) await writeFile(options.png, await page.screenshot({ fullPage: true, type: 'png' }));
    return { timedOut, refused };
  } finally {
    await context.close();
  }
}
