import type { ReactNode } from 'react';
import type { SiteConsent } from '../../../../shared/api/site.ts';
import type { KnownRecord } from '../../../../shared/journal/record.ts';
import { openRecord } from '../../lib/navigation.ts';
import type { SiteActivity } from './records.ts';

export type ActivityTab = 'requests' | 'csp' | 'console' | 'cookies' | 'compare';

/** What each outcome of a request means, for its tooltip. */
export const REQUEST_OUTCOME_HELP: Record<KnownRecord<'site.request'>['data']['outcome'], string> = {
  mocked: 'answered by a mock of the integration; nothing left the machine',
  held: 'kept on the machine: the outbound mode is not live, so the studio answered it instead of the network',
  live: 'sent to the network, as the outbound mode live allows',
};

const time = (ts: number) => new Date(ts).toLocaleTimeString();

/** The page's path: the origin is the site's own on every row. */
function pathOf(page: string): string {
  try {
    const url = new URL(page);
    return `${url.pathname}${url.search}`;
  } catch {
    return page;
  }
}

function ConsentChip({ consent }: { consent: SiteConsent }) {
  return (
    <span className={`site-consent-chip consent-${consent}`} title={`The page was loaded with consent ${consent}`}>
      {consent}
    </span>
  );
}

/** One record as a row: its time, the consent the page had, what happened; a click opens it in the Inspector. */
function Row({
  record,
  consent,
  page,
  children,
}: {
  record: { id: number; ts: number };
  consent: SiteConsent;
  page: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className="site-row"
        onClick={() => openRecord(record.id)}
        title={`Open journal #${record.id} in the Inspector`}
      >
        <span className="site-row-time muted">{time(record.ts)}</span>
        <ConsentChip consent={consent} />
        <span className="site-row-main">{children}</span>
        <span className="site-row-page muted" title={`On the page ${page}`}>
          {pathOf(page)}
        </span>
      </button>
    </li>
  );
}

function List({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="muted site-empty">{empty}</p>;
  return (
    <ul className="site-rows" aria-label={label}>
      {children}
    </ul>
  );
}

/** The live list of what the scripts did, one kind at a time. */
export function ActivityList({ tab, activity }: { tab: Exclude<ActivityTab, 'compare'>; activity: SiteActivity }) {
  if (tab === 'requests')
    return (
      <List
        label="Requests"
        empty="No request yet. Load a page in the frame: each request its scripts make to another origin appears here."
      >
        {activity.requests.map((r) => (
          <Row key={r.id} record={r} consent={r.data.consent} page={r.data.page}>
            <strong className="site-method">{r.data.method}</strong> <code className="site-url">{r.data.url}</code>
            <span className={`site-badge request-${r.data.outcome}`} title={REQUEST_OUTCOME_HELP[r.data.outcome]}>
              {r.data.outcome}
            </span>
            <span className="site-status">{r.data.status ?? '—'}</span>
          </Row>
        ))}
      </List>
    );
  if (tab === 'csp')
    return (
      <List label="CSP violations" empty="No violation: the page's policy and the manifest's allowed everything the scripts loaded.">
        {activity.csp.map((r) => (
          <Row key={r.id} record={r} consent={r.data.consent} page={r.data.page}>
            <span className={`site-badge ${r.data.disposition === 'enforce' ? 'outcome-failed' : 'outcome-none'}`}>{r.data.directive}</span>{' '}
            <code className="site-url">{r.data.blockedUrl}</code>{' '}
            <span className="muted">
              {r.data.disposition === 'enforce' ? 'blocked' : "outside the manifest's policy: reported, not blocked"}
            </span>
          </Row>
        ))}
      </List>
    );
  if (tab === 'console')
    return (
      <List label="Console" empty="No console message or error from the site's pages yet.">
        {activity.console.map((r) => (
          <Row key={r.id} record={r} consent={r.data.consent} page={r.data.page}>
            <span className={`site-level level-${r.data.level}`}>{r.data.source === 'console' ? r.data.level : r.data.source}</span>{' '}
            <span className="site-message">{r.data.message}</span>
          </Row>
        ))}
      </List>
    );
  return (
    <List label="Cookies" empty="No cookie set by a script yet (the analytics scripts set theirs once the reader consents).">
      {activity.cookies.map((r) => (
        <Row key={r.id} record={r} consent={r.data.consent} page={r.data.page}>
          <code>{r.data.name}</code> = <code className="site-url">{r.data.value}</code>
        </Row>
      ))}
    </List>
  );
}
