import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type NewRecord } from '../../../electron/services/journal/journal.ts';
import { sampleJournal } from '../inspector/sample-records.ts';

function setup() {
  const bus = createBus();
  const journal = createJournal(openDatabaseFile(':memory:'), bus);
  const imported = journal.importRecords(sampleJournal(1_000_000));
  return { bus, journal, firstId: imported.firstId! };
}

const log = (summary: string, extra: Partial<Omit<NewRecord, 'kind' | 'data'>> = {}): NewRecord => ({
  kind: 'log',
  status: 'info',
  summary,
  data: { level: 'info', message: summary },
  ...extra,
});

describe('journal queries', () => {
  it('pages newest first and the cursor continues exactly where the last page stopped', () => {
    const { journal } = setup();
    for (let i = 0; i < 25; i++) journal.append(log(`line ${i}`));
    const first = journal.query({ kinds: ['log'], limit: 10 });
    const second = journal.query({ kinds: ['log'], limit: 10, before: first.nextCursor! });
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(20);
    expect(first.rows[0]!.summary).toBe('line 24');
    expect(second.rows[9]!.summary).toBe('line 5');
  });

  it('offset paging over an anchor ignores records appended after the first page', () => {
    const { journal } = setup();
    const first = journal.query({ limit: 3, count: true });
    journal.append(log('late'));
    const again = journal.query({ limit: 3, anchor: first.anchor, offset: 0, count: true });
    expect(again.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(again.total).toBe(first.total);
  });

  it('filters by kind, record status, HTTP status class, event type and installation', () => {
    const { journal } = setup();
    journal.append(log('other installation', { installationId: 'inst_2' }));
    expect(journal.query({ kinds: ['webhook.attempt'] }).rows).toHaveLength(4);
    expect(journal.query({ kinds: ['webhook.attempt'], statuses: ['error'] }).rows).toHaveLength(3);
    expect(journal.query({ httpStatus: ['5xx'] }).rows.map((r) => r.httpStatus)).toEqual([500, 500, 500, 503]);
    expect(journal.query({ httpStatus: ['4xx'] }).rows.map((r) => r.kind)).toEqual(['webhook.received']);
    expect(journal.query({ eventType: 'space_view' }).rows.map((r) => r.kind)).toEqual(['dispatch']);
    expect(journal.query({ eventType: 'space_content_updated' }).rows.map((r) => r.kind)).toEqual(['webhook.event']);
    expect(journal.query({ installationId: 'inst_2' }).rows.map((r) => r.summary)).toEqual(['other installation']);
  });

  it('text search finds substrings of bodies, URLs and headers, case-insensitively, and treats operators literally', () => {
    const { journal } = setup();
    expect(
      journal
        .query({ text: 'REVISION":"R42' })
        .rows.map((r) => r.kind)
        .sort(),
    ).toEqual(['webhook.attempt', 'webhook.attempt', 'webhook.attempt', 'webhook.attempt', 'webhook.event']);
    expect(journal.query({ text: 'page=2' }).rows.map((r) => r.kind)).toEqual(['outbound.fetch']);
    expect(journal.query({ text: 'upstream down' }).rows).toHaveLength(1);
    expect(journal.query({ text: 'PlatformWebhooks/1.0' }).rows).toHaveLength(4);
    expect(journal.query({ text: '" OR *' }).rows).toHaveLength(0);
    // Two characters are below the trigram index and still found.
    expect(journal.query({ text: 'r4' }).rows.length).toBeGreaterThan(0);
  });

  it('a record appended in the same tick is found by a text search at once', () => {
    const { journal } = setup();
    journal.append(log('needle-in-haystack'));
    expect(journal.query({ text: 'needle-in' }).rows.map((r) => r.summary)).toEqual(['needle-in-haystack']);
  });

  it('filters by time range, inclusive at both ends', () => {
    const { journal } = setup();
    const rows = journal.query({ from: 1_000_000, to: 1_000_004 }).rows;
    expect(rows.map((r) => r.ts).sort()).toEqual([1_000_000, 1_000_003, 1_000_004]);
  });

  it('top-level rows carry their child count and the outcome of their last attempt', () => {
    const { journal } = setup();
    const rows = journal.query({ topLevel: true }).rows;
    const event = rows.find((r) => r.kind === 'webhook.event')!;
    expect(event.childCount).toBe(1);
    // The delivery's last attempt succeeded after three failures: the event is green.
    expect(event.groupStatus).toBe('ok');
    const dispatch = rows.find((r) => r.kind === 'dispatch')!;
    expect(dispatch.childCount).toBe(2);
    expect(dispatch.groupStatus).toBe('error');
    expect(rows.some((r) => r.kind === 'webhook.attempt')).toBe(false);
  });

  it('a delivery delivered after retries ends as its last attempt did (ok), not as its worst one', () => {
    const bus = createBus();
    const journal = createJournal(openDatabaseFile(':memory:'), bus);
    // The webhooks service leaves the delivery's own record pending; attempts 500, 500, 500, 200.
    journal.importRecords(sampleJournal(1_000_000).map((r) => (r.kind === 'webhook.delivery' ? { ...r, status: 'pending' as const } : r)));
    const delivery = journal.query({ kinds: ['webhook.delivery'] }).rows[0]!;
    expect(delivery.groupStatus).toBe('ok');
  });

  it('counts every match when asked', () => {
    const { journal } = setup();
    expect(journal.query({ kinds: ['webhook.attempt'], limit: 1, count: true }).total).toBe(4);
  });
});

describe('journal links', () => {
  it('an attempt links to its delivery, and to the whole event tree', () => {
    const { journal } = setup();
    const attempt = journal.query({ kinds: ['webhook.attempt'] }).rows.at(-1)!;
    const links = journal.links(attempt.id);
    expect(links.parent?.kind).toBe('webhook.delivery');
    expect(links.related.map((r) => r.kind)).toEqual([
      'webhook.event',
      'webhook.delivery',
      'webhook.attempt',
      'webhook.attempt',
      'webhook.attempt',
    ]);
  });

  it('a delivery links to its event and its attempts, in order', () => {
    const { journal } = setup();
    const delivery = journal.query({ kinds: ['webhook.delivery'] }).rows[0]!;
    const links = journal.links(delivery.id);
    expect(links.parent?.kind).toBe('webhook.event');
    expect(links.children.map((r) => (r.data as { attempt: number }).attempt)).toEqual([1, 2, 3, 4]);
  });

  it('an outbound fetch links to the dispatch that made it', () => {
    const { journal } = setup();
    const fetch = journal.query({ kinds: ['outbound.fetch'] }).rows[0]!;
    expect(journal.links(fetch.id).parent?.kind).toBe('dispatch');
  });

  it('a receiver verdict links to other records of the same webhook event id', () => {
    const { journal } = setup();
    const delivered = journal.append({
      kind: 'webhook.received',
      status: 'ok',
      summary: 'received evt_1',
      data: { eventId: 'evt_1', verdict: 'valid' },
      // Links are found by the event id alone, whatever else the row holds.
    } as unknown as NewRecord);
    expect(journal.links(delivered.id).related.map((r) => r.kind)).toContain('webhook.event');
  });

  it('an import keeps parent links inside the batch and drops those pointing outside it', () => {
    const { journal } = setup();
    const result = journal.importRecords([
      { id: 7, ts: 1, kind: 'log', status: 'info', summary: 'orphan', installationId: null, parentId: 999, data: null },
    ]);
    expect(journal.get(result.firstId!)?.parentId).toBeNull();
    const delivery = journal.query({ kinds: ['webhook.delivery'] }).rows[0]!;
    expect(journal.get(delivery.parentId!)?.kind).toBe('webhook.event');
  });
});

describe('journal clear', () => {
  it('clear removes every record and its search entries, and says so on the bus', () => {
    const { journal, bus } = setup();
    const changes: unknown[] = [];
    bus.subscribe('inspector.changed', (c) => changes.push(c));
    const deleted = journal.clear();
    expect(deleted).toBe(10);
    expect(journal.count()).toBe(0);
    expect(journal.query({ text: 'r42' }).rows).toEqual([]);
    expect(changes).toEqual([{ reason: 'cleared', deleted: 10 }]);
  });
});

describe('journal search index', () => {
  it('records stored but not yet indexed when the studio stopped are searchable after reopening', () => {
    const db = openDatabaseFile(':memory:');
    const first = createJournal(db, createBus());
    first.append(log('written-before-the-crash'));
    // count() stores the rows; the index would have been built on a later turn that never came.
    expect(first.count()).toBe(1);
    const reopened = createJournal(db, createBus());
    expect(reopened.query({ text: 'before-the-crash' }).rows.map((r) => r.summary)).toEqual(['written-before-the-crash']);
  });

  it('ids handed out by append are the ids stored, also after a clear', () => {
    const { journal } = setup();
    const a = journal.append(log('a'));
    journal.clear();
    const b = journal.append(log('b'));
    expect(b.id).toBeGreaterThan(a.id);
    expect(journal.get(b.id)?.summary).toBe('b');
    expect(journal.get(a.id)).toBeNull();
  });
});
