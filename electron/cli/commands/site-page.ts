import { writeFile } from 'node:fs/promises';
import type { Browser, Request } from 'playwright-core';

/** How long the page must stay quiet (no request in flight, no new site record) to count as done. */
const QUIET_MS = 750;
/** How often the wait looks again. */
const POLL_MS = 100;

export interface SiteVisit {
  /** Null when the page settled; else what was still going on when the wait ran out. */
  timedOut: string | null;
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
  try {
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
    return { timedOut };
  } finally {
    await context.close();
  }
}
