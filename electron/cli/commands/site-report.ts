import type { SiteConsent } from '../../../shared/api/site.ts';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { entryData, type EntryData } from '../../../shared/journal/entries.ts';
import type { IO } from '../command.ts';
import type { RefusedRequest } from './site-page.ts';

/** A site installation's script as the page got it, with what its dispatch logged at error level (why it failed, in the integration's words). */
export type SiteScriptReport = EntryData<'site.script'> & { errors: string[] };

/** What `site --json` prints: the page opened and what its scripts did, read from this run's `site.*` journal records. */
export interface SiteReport {
  url: string;
  consent: SiteConsent;
  /** Each site installation's script as the page got it: the last fetch (or use of the kept copy) of the run. */
  scripts: SiteScriptReport[];
  requests: EntryData<'site.request'>[];
  cspViolations: EntryData<'site.csp'>[];
  console: EntryData<'site.console'>[];
  cookies: EntryData<'site.cookie'>[];
  /** Requests the command's browser kept off this machine and its private network (a navigation of the top frame, a frame, a popup). */
  refused: RefusedRequest[];
  /** Set when the page did not settle within the wait: what was still going on. */
  timedOut: string | null;
}

/** The report of the records a run collected, in the order they were written. */
export function siteReport(
  url: string,
  consent: SiteConsent,
  records: readonly JournalRecord[],
  visit: { timedOut: string | null; refused: RefusedRequest[] },
): SiteReport {
  const of = <K extends 'site.script' | 'site.request' | 'site.csp' | 'site.console' | 'site.cookie'>(kind: K) =>
    records.flatMap((record) => {
      const data = entryData(record, kind);
      return data ? [{ record, data }] : [];
    });
  const data = <T>(entries: { data: T }[]) => entries.map((entry) => entry.data);
  // The thrown error of a failed dispatch is its child log (the answer the platform gives says only "Unexpected error").
  const errorsUnder = (dispatchId: number | null) =>
    dispatchId === null
      ? []
      : records.flatMap((record) => {
          const log = record.parentId === dispatchId ? entryData(record, 'log') : null;
          return log?.level === 'error' ? [log.stack ?? log.message] : [];
        });
  // The state's read and each page load (the page, a 404 page for an icon) write one each: the page got the last.
  const scripts = new Map(
    of('site.script').map(({ record, data }) => [data.installationId, { ...data, errors: errorsUnder(record.parentId) }]),
  );
  return {
    url,
    consent,
    scripts: [...scripts.values()],
    requests: data(of('site.request')),
    cspViolations: data(of('site.csp')),
    console: data(of('site.console')),
    cookies: data(of('site.cookie')),
    refused: visit.refused,
    timedOut: visit.timedOut,
  };
}

/**
 * What makes the run fail (exit 1), one line each: a script that failed, an uncaught error, a CSP
 * violation, a request kept off this machine, a page that never settled.
 */
export function siteFailures(report: SiteReport): string[] {
  return [
    ...report.scripts
      .filter((script) => script.outcome === 'failed')
      .map(
        (script) =>
          `the script of ${script.installationId} failed: ${script.error ?? 'no reason given'}` +
          (script.errors.length ? ` (${script.errors[0]!.split('\n')[0]})` : ''),
      ),
    ...report.console
      .filter((line) => line.source !== 'console')
      .map((line) => `${line.source === 'error' ? 'uncaught error' : 'unhandled rejection'} on ${line.page}: ${line.message}`),
    ...report.cspViolations.map((violation) => `CSP violation on ${violation.page}: ${violation.blockedUrl} ${verdictOf(violation)}`),
    ...report.refused.map((request) => `refused ${request.type} ${request.url}: ${request.reason}`),
    ...(report.timedOut ? [report.timedOut] : []),
  ];
}

/** Blocked by the page's policy, or only reported by the manifest's own (report-only: the platform enforces no manifest's policy). */
const verdictOf = (violation: EntryData<'site.csp'>) =>
  violation.disposition === 'report'
    ? `outside the manifest's contentSecurityPolicy (${violation.directive}; reported, not blocked)`
    : `blocked by ${violation.directive}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The human summary: the page, then each list, then the verdict. */
export function printSiteReport(report: SiteReport, io: IO) {
  io.out(`${report.url} (consent: ${report.consent})`);
  io.out(`Scripts (${report.scripts.length}):`);
  if (!report.scripts.length) io.out('  none: no site installation injects a script');
  for (const script of report.scripts)
    io.out(
      `  ${script.installationId}: ${script.outcome}` +
        (script.outcome === 'injected' ? ` (${script.bytes} bytes${script.fromCache ? ', kept copy' : ''})` : '') +
        (script.error ? ` — ${script.error}` : '') +
        (script.csp ? `\n    CSP: ${script.csp}` : '') +
        script.errors.map((error) => `\n    ${error.replace(/\n/g, '\n    ')}`).join(''),
    );
  io.out(`Requests (${report.requests.length}):`);
  for (const request of report.requests)
    io.out(
      `  ${request.method} ${request.url}: ${request.outcome}` +
        (request.status === null ? '' : ` ${request.status}`) +
        (request.mock ? ` (mock ${request.mock})` : ''),
    );
  io.out(`CSP violations (${report.cspViolations.length}):`);
  for (const violation of report.cspViolations)
    io.out(
      `  ${violation.blockedUrl}: ${verdictOf(violation)}` +
        (violation.sourceFile ? ` at ${violation.sourceFile}${violation.line === null ? '' : `:${violation.line}`}` : ''),
    );
  io.out(`Console (${report.console.length}):`);
  for (const line of report.console) io.out(`  [${line.source === 'console' ? line.level : line.source}] ${line.stack ?? line.message}`);
  if (report.cookies.length) {
    io.out(`Cookies set (${report.cookies.length}):`);
    for (const cookie of report.cookies) io.out(`  ${cookie.name}=${cookie.value}`);
  }
  if (report.refused.length) {
    io.out(`Refused by the command's browser (${report.refused.length}):`);
    for (const request of report.refused) io.out(`  ${request.type} ${request.url}: ${request.reason}`);
  }
  const failures = siteFailures(report);
  io.out(
    failures.length
      ? `Failed: ${failures.join('; ')}.`
      : `OK: ${plural(report.scripts.length, 'script')}, no script error, no CSP violation.`,
  );
}
