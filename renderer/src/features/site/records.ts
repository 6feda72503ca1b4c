import type { SiteConsent } from '../../../../shared/api/site.ts';
import type { JournalRecord, KnownRecord } from '../../../../shared/journal/record.ts';
import { isKind } from '../../../../shared/journal/record.ts';

/** The journal kinds the published site writes (shared/journal/entries.ts), in the order the pane lists them. */
export const SITE_KINDS = ['site.script', 'site.request', 'site.csp', 'site.console', 'site.cookie'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];
export type SiteRecord = KnownRecord<SiteKind>;

export function isSiteRecord(record: JournalRecord): record is SiteRecord {
  return SITE_KINDS.some((kind) => isKind(record, kind));
}

/** What the site's scripts did, by kind, newest first. */
export interface SiteActivity {
  requests: KnownRecord<'site.request'>[];
  csp: KnownRecord<'site.csp'>[];
  console: KnownRecord<'site.console'>[];
  cookies: KnownRecord<'site.cookie'>[];
}

export function activityOf(records: readonly SiteRecord[]): SiteActivity {
  const sorted = [...records].sort((a, b) => b.id - a.id);
  return {
    requests: sorted.filter((r) => isKind(r, 'site.request')),
    csp: sorted.filter((r) => isKind(r, 'site.csp')),
    console: sorted.filter((r) => isKind(r, 'site.console')),
    cookies: sorted.filter((r) => isKind(r, 'site.cookie')),
  };
}

/** One thing a script did, however often: a request to an address, a violation of a directive, a message, a cookie. */
export interface Behaviour {
  kind: 'request' | 'csp' | 'console' | 'cookie';
  key: string;
  label: string;
  /** How often it happened on pages loaded with each consent. */
  counts: Record<SiteConsent, number>;
  /** It happened under one consent and not under another that has pages to compare with. */
  differs: boolean;
}

export interface Comparison {
  /** The consent values shown side by side: granted and denied always, unset when a page was loaded unanswered. */
  columns: SiteConsent[];
  /** Consent values pages were loaded under (a record made under it, or a page the pane loaded): a column without any has nothing to compare yet. */
  seen: Set<SiteConsent>;
  rows: Behaviour[];
}

// Query strings of analytics calls carry timestamps and ids that change on every page: the address is
// what one compares.
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

function behaviourOf(record: SiteRecord): Pick<Behaviour, 'kind' | 'key' | 'label'> | null {
  if (isKind(record, 'site.request')) {
    const label = `${record.data.method} ${withoutQuery(record.data.url)}`;
    return { kind: 'request', key: `request ${label}`, label };
  }
  if (isKind(record, 'site.csp')) {
    const verb = record.data.disposition === 'enforce' ? 'blocked' : 'outside the manifest (reported)';
    const label = `${record.data.directive} ${verb} ${withoutQuery(record.data.blockedUrl)}`;
    return { kind: 'csp', key: `csp ${label}`, label };
  }
  if (isKind(record, 'site.console')) {
    const label = `${record.data.level}: ${record.data.message.slice(0, 200)}`;
    return { kind: 'console', key: `console ${label}`, label };
  }
  if (isKind(record, 'site.cookie')) return { kind: 'cookie', key: `cookie ${record.data.name}`, label: `cookie ${record.data.name}` };
  return null;
}

const KIND_ORDER: Behaviour['kind'][] = ['request', 'csp', 'console', 'cookie'];

/**
 * What the scripts did on pages loaded with each consent, side by side: one row per behaviour with
 * how often it happened under each. A behaviour is marked as differing only against a consent that
 * has pages to compare with, so loading the first page does not mark everything.
 */
export function compareByConsent(records: readonly SiteRecord[], loadedUnder: ReadonlySet<SiteConsent> = new Set()): Comparison {
  const rows = new Map<string, Behaviour>();
  // A page loaded without consent where the script did nothing is a column to compare with all the same.
  const seen = new Set<SiteConsent>(loadedUnder);
  for (const record of records) {
    if (isKind(record, 'site.script')) continue;
    const behaviour = behaviourOf(record);
    if (!behaviour) continue;
    seen.add(record.data.consent);
    const row = rows.get(behaviour.key) ?? { ...behaviour, counts: { granted: 0, denied: 0, unset: 0 }, differs: false };
    row.counts[record.data.consent] += 1;
    rows.set(behaviour.key, row);
  }
  const columns: SiteConsent[] = seen.has('unset') ? ['granted', 'denied', 'unset'] : ['granted', 'denied'];
  const compared = columns.filter((column) => seen.has(column));
  for (const row of rows.values()) {
    const present = compared.map((column) => row.counts[column] > 0);
    row.differs = present.includes(true) && present.includes(false);
  }
  const ordered = [...rows.values()].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || Number(b.differs) - Number(a.differs) || a.label.localeCompare(b.label),
  );
  return { columns, seen, rows: ordered };
}
