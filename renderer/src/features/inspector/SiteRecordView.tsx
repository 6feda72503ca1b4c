import { Fragment, type ReactNode } from 'react';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { isKind } from '../../../../shared/journal/record.ts';
import { formatBytes } from './format.ts';

const REQUEST_OUTCOME: Record<'mocked' | 'held' | 'live', string> = {
  mocked: 'mocked: a mock of the integration answered; nothing left the machine',
  held: 'held: the outbound mode is not live, so the studio answered it and nothing left the machine',
  live: 'live: sent to the network, as the outbound mode live allows',
};
const SCRIPT_OUTCOME: Record<'injected' | 'failed' | 'none', string> = {
  injected: 'injected into the page',
  failed: 'failed: not on the page',
  none: 'no script (the integration answered nothing)',
};
const CONSENT: Record<'granted' | 'denied' | 'unset', string> = {
  granted: 'granted (the consent cookie said yes)',
  denied: 'denied (the consent cookie said no)',
  unset: 'not answered (no consent cookie)',
};

/** Whether the record is one of the published site's, which this view reads. */
export const isSiteKind = (kind: string) => kind.startsWith('site.');

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="insp-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const code = (text: string | null | undefined) => (text ? <code className="insp-site-code">{text}</code> : '—');

/** A published-site record read as its kind: what the page's script did, where, and under which consent. */
export function SiteRecordView({ record }: { record: JournalRecord }) {
  if (isKind(record, 'site.script')) {
    const { data } = record;
    return (
      <Facts
        rows={[
          ['Installation', data.installationId],
          ['Outcome', SCRIPT_OUTCOME[data.outcome]],
          ...(data.error ? [['Error', <span className="outcome-error">{data.error}</span>] as [string, ReactNode]] : []),
          [
            'Fetched',
            data.fromCache ? 'no: the kept script was used (its caching headers allowed it)' : 'yes: fetch_published_script was sent',
          ],
          ['Cache-Control', code(data.cacheControl)],
          ['Its CSP', code(data.csp)],
          ['Size', formatBytes(data.bytes)],
        ]}
      />
    );
  }
  if (isKind(record, 'site.request')) {
    const { data } = record;
    return (
      <Facts
        rows={[
          [
            'Request',
            <>
              <strong>{data.method}</strong> {code(data.url)}
            </>,
          ],
          ['Outcome', REQUEST_OUTCOME[data.outcome]],
          ['Status', data.status ?? '—'],
          ...(data.mock ? [['Mock', code(data.mock)] as [string, ReactNode]] : []),
          ['Page', code(data.page)],
          ['Consent', CONSENT[data.consent]],
        ]}
      />
    );
  }
  if (isKind(record, 'site.csp')) {
    const { data } = record;
    const where = data.sourceFile ? `${data.sourceFile}${data.line === null ? '' : `:${data.line}`}` : null;
    return (
      <Facts
        rows={[
          ['Blocked', code(data.blockedUrl)],
          ['Directive', code(data.directive)],
          ['Disposition', data.disposition === 'enforce' ? 'enforced: the browser refused it' : `${data.disposition}: reported only`],
          ['Source', code(where)],
          ['Sample', code(data.sample)],
          ['Page', code(data.page)],
          ['Consent', CONSENT[data.consent]],
        ]}
      />
    );
  }
  if (isKind(record, 'site.console')) {
    const { data } = record;
    const source = { console: `console.${data.level}`, error: 'an uncaught error', rejection: 'an unhandled rejection' }[data.source];
    return (
      <Facts
        rows={[
          ['Message', <span className={data.level === 'error' ? 'outcome-error' : undefined}>{data.message}</span>],
          ['From', source],
          ['Page', code(data.page)],
          ['Consent', CONSENT[data.consent]],
        ]}
      />
    );
  }
  if (isKind(record, 'site.cookie')) {
    const { data } = record;
    return (
      <Facts
        rows={[
          ['Cookie', code(data.name)],
          ['Value', code(data.value)],
          ['Page', code(data.page)],
          ['Consent', CONSENT[data.consent]],
        ]}
      />
    );
  }
  return null;
}
