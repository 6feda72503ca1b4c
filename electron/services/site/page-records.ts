import type { SiteConsent } from '../../../shared/api/site.ts';
import type { Journal } from '../journal/journal.ts';
import type { Violation } from './csp-reports.ts';
import type { PageEntry } from './page-reports.ts';
import { SCRIPT_PATH } from './pages.ts';
import type { SiteScriptEntry, SiteScripts } from './scripts.ts';

/**
 * What the site's pages report, into the journal: CSP violations (the shim's at once, the browser's
 * later copy dropped), console messages and errors, cookies set; each under the dispatch of the
 * script it belongs to, with the reader's consent at the time.
 */

/** Violations of the shim's remembered to drop the browser's copy of; older ones are forgotten. */
const SEEN_KEPT = 500;

/** A page as the UI shows it: its path and query on the site (the origin is the site's own on every record). */
export const pathOf = (page: string) => {
  try {
    const url = new URL(page);
    return `${url.pathname}${url.search}`;
  } catch {
    return page || '(unknown page)';
  }
};

export interface PageRecordsDeps {
  journal: Pick<Journal, 'append'>;
  scripts: Pick<SiteScripts, 'all'>;
  consent(): SiteConsent;
}

export interface PageRecords {
  /** The script a record of the page belongs to, or undefined when nothing tells (several scripts run). */
  owner(sourceFile: string | null | undefined): SiteScriptEntry | undefined;
  /** Said in a record's summary when it belongs to no script. */
  unattributed(owner: SiteScriptEntry | undefined): string;
  violation(violation: Violation, from: 'page' | 'report'): void;
  entry(page: string, entry: PageEntry): void;
}

export function createPageRecords(deps: PageRecordsDeps): PageRecords {
  const injected = () => deps.scripts.all().filter((s) => s.outcome === 'injected');

  /**
   * The script a page's record belongs to: the one its source file names (a violation's source file,
   * the script in a message's stack, a fetch's referrer as the shim sets it), else the only one
   * injected (the studio's own code makes no request to another origin). With several and nothing
   * naming one, none: the record says it is unattributed rather than blame the first.
   */
  function ownerOf(sourceFile: string | null | undefined): SiteScriptEntry | undefined {
    const scripts = injected();
    const named = sourceFile
      ? scripts.find((s) => sourceFile.includes(`${SCRIPT_PATH}${encodeURIComponent(s.installationId)}.js`))
      : undefined;
    return named ?? (scripts.length === 1 ? scripts[0] : undefined);
  }

  const unattributed = (owner: SiteScriptEntry | undefined) =>
    owner || injected().length < 2 ? '' : ' (unattributed: several scripts run on the page and nothing tells which)';

  /**
   * A violation is seen more than once: the shim reports it once per page (address, directive and
   * disposition), the browser's reports come later (Chromium batches report-to deliveries, and reports
   * a report-only violation before the request and after it, the second with no source line). The
   * shim's are recorded; a browser's report of the same address and directive on that page is not.
   */
  const seenByShim = new Set<string>();
  const violationKey = (v: Violation) => `${v.page}|${v.blockedUrl}|${v.directive}|${v.disposition}`;

  function recordViolation(violation: Violation, from: 'page' | 'report') {
    const key = violationKey(violation);
    if (from === 'report') {
      if (seenByShim.has(key)) return;
    } else {
      seenByShim.delete(key);
      seenByShim.add(key);
      // Bounded: the oldest keys go first (a Set keeps insertion order).
      for (const old of [...seenByShim].slice(0, Math.max(0, seenByShim.size - SEEN_KEPT))) seenByShim.delete(old);
    }
    const owner = ownerOf(violation.sourceFile);
    const what = `${violation.blockedUrl || '(inline)'} (${violation.directive}) on ${pathOf(violation.page)}`;
    // Report-only: the manifest's own policy would have refused it; the page's enforced one let it through.
    const reported = violation.disposition === 'report';
    deps.journal.append({
      kind: 'site.csp',
      status: reported ? 'info' : 'error',
      summary: `${reported ? `Outside the manifest's contentSecurityPolicy (reported, not blocked): ${what}` : `CSP blocked ${what}`}${unattributed(owner)}`,
      installationId: owner?.installationId ?? null,
      parentId: owner?.recordId ?? null,
      data: { ...violation, page: pathOf(violation.page), consent: deps.consent() },
    });
  }

  function recordEntry(page: string, entry: PageEntry) {
    if (entry.type === 'csp') return recordViolation({ page, ...entry }, 'page');
    const owner = ownerOf(entry.script);
    const header = { installationId: owner?.installationId ?? null, parentId: owner?.recordId ?? null };
    if (entry.type === 'cookie') {
      deps.journal.append({
        ...header,
        kind: 'site.cookie',
        status: 'ok',
        summary: `Cookie ${entry.name} set on ${pathOf(page)}${unattributed(owner)}`,
        data: { page: pathOf(page), name: entry.name, value: entry.value, consent: deps.consent() },
      });
      return;
    }
    const level = entry.type === 'console' ? entry.level : 'error';
    const what = entry.type === 'console' ? `console.${level}` : entry.type === 'error' ? 'Uncaught error' : 'Unhandled rejection';
    deps.journal.append({
      ...header,
      kind: 'site.console',
      status: level === 'error' ? 'error' : 'ok',
      summary: `${what} on ${pathOf(page)}: ${entry.message.slice(0, 200)}${unattributed(owner)}`,
      data: { page: pathOf(page), level, message: entry.message, source: entry.type, stack: entry.stack, consent: deps.consent() },
    });
  }

  return { owner: ownerOf, unattributed, violation: recordViolation, entry: recordEntry };
}
