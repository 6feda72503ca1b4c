import type { JournalRow, RecordOrigin } from '../../../../shared/api/journal.ts';

export type Outcome = 'ok' | 'error' | 'pending' | 'info';

const SEVERITY: Record<Outcome, number> = { info: 0, ok: 1, pending: 2, error: 3 };

/**
 * A grouped row takes the colour of how its story went: the worse of its own status and its
 * children's (a delivery counting as its last attempt), so a webhook event whose last retry
 * succeeded is green and a dispatch whose outbound fetch failed is red.
 */
export function outcomeOf(row: Pick<JournalRow, 'status' | 'groupStatus'> & { kind?: string }): Outcome {
  if (row.groupStatus === null) return row.status;
  // A delivery's own record stays `pending` (append-only journal): its last attempt is its final outcome.
  if (row.kind === 'webhook.delivery') return row.groupStatus;
  return SEVERITY[row.groupStatus] > SEVERITY[row.status] ? row.groupStatus : row.status;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1) return '<1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local wall-clock time with milliseconds: rows of one second apart must stay tellable apart. */
export function formatTime(ts: number): string {
  const d = new Date(ts);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

const KIND_LABELS: Record<string, string> = {
  log: 'log',
  build: 'build',
  dispatch: 'event',
  'http.request': 'request',
  'outbound.fetch': 'fetch',
  'background.work': 'background',
  'component.render': 'render',
  'installation.transition': 'install',
  'webhook.event': 'webhook',
  'webhook.delivery': 'delivery',
  'webhook.attempt': 'attempt',
  'webhook.received': 'received',
  // The published site's records (issue 39): what an injected script did on a page.
  'site.script': 'script',
  'site.request': 'site req',
  'site.csp': 'csp',
  'site.console': 'site log',
  'site.cookie': 'cookie',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** Kinds the filter bar offers, in the order a person thinks of them. */
export const FILTER_KINDS = Object.keys(KIND_LABELS);

/** Epoch ms as a `datetime-local` value (the machine's time zone, to the second), or '' for none. */
export function toLocalInput(ms: number | undefined): string {
  if (ms === undefined) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A `datetime-local` value (local time) as epoch ms; empty or unreadable means no bound. */
export function fromLocalInput(value: string): number | undefined {
  const ms = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(ms) ? undefined : ms;
}

/** The list with `value` added or removed, in `order`, so one choice is always one filter (saved filters compare them). */
export function toggled<T>(current: readonly T[] | undefined, value: T, order: readonly T[]): T[] {
  const next = new Set(current ?? []);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return order.filter((v) => next.has(v));
}

/** Where a record another process wrote came from: `CLI trigger`, and in full for its tooltip. */
export function originLabel(origin: RecordOrigin): { short: string; full: string } {
  const cli = origin.command !== 'studio';
  return {
    short: cli ? `CLI ${origin.command}` : 'other studio',
    full: `Written by ${cli ? `integration-studio ${origin.command}` : 'another studio'} (process ${origin.pid}), not by this studio`,
  };
}
