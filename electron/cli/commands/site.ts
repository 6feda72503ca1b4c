import type { SiteConsent, SiteState } from '../../../shared/api/site.ts';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { ENVIRONMENT_FLAGS } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, hostOptionsArgument, integrationDirArgument, LIMIT_FLAGS, openHeadless } from '../host-options.ts';
import { clientOf } from '../client.ts';
import { defineCommand, EXIT, intOption, UsageError } from '../command.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';
import { TRUST_FLAGS } from '../trust-flags.ts';
import { printSiteReport, siteFailures, siteReport } from './site-report.ts';

/** How long the page may take to load and its scripts to finish, unless --timeout-ms says otherwise. */
const DEFAULT_TIMEOUT_MS = 20_000;

export const site = defineCommand({
  name: 'site',
  usage:
    'site [DIR | --dir DIR] [--path P] [--consent yes|no] [--json] [--png FILE] [--timeout-ms N] {allow-outbound} {env} {trust} {limits}',
  summary:
    "Open the integration's published site in headless Chromium and report what its scripts did; exit 1 on a script error or CSP violation.",
  details:
    "Starts the studio's mock published site on the folder (no UI), opens the page --path (default: the site's first page) in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium) " +
    "with each site installation's script injected through fetch_published_script under the site's CSP, and waits until the scripts ran (the page loaded, nothing in flight; at most --timeout-ms, default 20000).\n" +
    "--consent yes grants the reader's cookie consent, no denies it; without it the banner stays unanswered (unset).\n" +
    'Prints the scripts, their requests (held, mocked or live as --outbound decides), CSP violations, console and cookies; --json prints one object {url, consent, scripts, requests, cspViolations, console, cookies, refused, timedOut}.\n' +
    '--png FILE also writes a screenshot of the whole page.\n' +
    'Exit 1 when a script failed (its dispatch, an uncaught error or rejection), a CSP violation was reported or the page did not settle in time; 2 on a usage error.',
  options: {
    dir: DIR_OPTION,
    path: { type: 'string', valueName: 'P', description: "the site page to open, e.g. /getting-started (default: the site's first page)" },
    consent: { type: 'string', valueName: 'yes|no', description: "the reader's cookie consent: yes granted, no denied (default: unset)" },
    json: { type: 'boolean', description: 'print one JSON object' },
    png: { type: 'string', valueName: 'FILE', description: 'also write a screenshot of the page as a PNG' },
    'timeout-ms': {
      type: 'string',
      valueName: 'N',
      description: `how long to wait for the page and its scripts (default ${DEFAULT_TIMEOUT_MS})`,
    },
  },
  groups: [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS],
  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`site takes one folder, got ${positionals.length}: ${positionals.join(' ')}.`);
    const folder = folderArgument(positionals[0], values.dir);
    const consent = consentArgument(values.consent);
    const path = pathArgument(values.path);
    const png = pngArgument(values.png);
    const timeoutMs = intOption(values['timeout-ms'], 'timeout-ms', { min: 1_000, max: 600_000 }) ?? DEFAULT_TIMEOUT_MS;
    const options = hostOptionsArgument(values);
    const dir = await integrationDirArgument(folder);
    // Chromium starts while the integration builds; a failure of its own waits to be awaited below.
    const browser = import('../../lib/headless-chromium.ts').then((module) => module.launchHeadlessChromium('site'));
    browser.catch(() => {});
    let studio;
    try {
      studio = await openHeadless(dir, { ...options, onNotice: (line) => io.err(line) });
    } catch (error) {
      await browser.then((opened) => opened.close()).catch(() => {});
      throw error;
    }
    try {
      const client = clientOf(studio);
      // Every record this run writes from the consent on: the site's (the scripts' fetches, the page's reports) and their dispatches' logs.
      const records: JournalRecord[] = [];
      let lastRecordAt = Date.now();
      const unsubscribe = client.subscribe('journal.appended', (record) => {
        records.push(record);
        if (record.kind.startsWith('site.')) lastRecordAt = Date.now();
      });
      try {
        const state = await client.call('site.setConsent', { consent });
        const url = pageUrl(state, path);
        const { visitSite } = await import('./site-page.ts');
        const visit = await visitSite(await browser, url, { timeoutMs, lastRecordAt: () => lastRecordAt, png });
        const report = siteReport(url, consent, records, visit);
        if (values.json === true) io.out(JSON.stringify(report));
        else printSiteReport(report, io);
        if (png) io.err(`Wrote ${png}.`);
        return siteFailures(report).length ? EXIT.failure : EXIT.ok;
      } finally {
        unsubscribe();
      }
    } finally {
      await browser.then((opened) => opened.close()).catch(() => {});
      await studio.dispose();
    }
  },
});

/** `--consent yes|no` in the words of the site's state. */
export function consentArgument(value: unknown): SiteConsent {
  if (value === undefined) return 'unset';
  if (value === 'yes') return 'granted';
  if (value === 'no') return 'denied';
  throw new UsageError(`--consent is yes (granted) or no (denied), or left out (unset), got ${JSON.stringify(value)}.`);
}

function pathArgument(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const path = String(value);
  if (!path.startsWith('/')) throw new UsageError(`--path is a page of the site starting with /, e.g. /, got ${JSON.stringify(path)}.`);
  return path;
}

function pngArgument(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!value) throw new UsageError('--png needs the FILE to write, e.g. --png site.png.');
  return String(value);
}

/** The page to open: --path when the site has it, else its first page; a site that cannot be shown says why. */
function pageUrl(state: SiteState, path: string | undefined): string {
  if (!state.available || !state.origin) throw new Error(`no published site to open: ${state.reason ?? 'the site is not available'}`);
  const first = state.pages[0]?.path ?? '/';
  const chosen = path ?? first;
  const [pathname] = chosen.split(/[?#]/);
  if (path !== undefined && state.pages.length && !state.pages.some((page) => page.path === pathname))
    throw new UsageError(`--path ${path} is not a page of the site; its pages: ${state.pages.map((page) => page.path).join(', ')}.`);
  return new URL(chosen, state.origin).href;
}
