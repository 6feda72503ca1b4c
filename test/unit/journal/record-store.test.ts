import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createRecordStore, type Pending } from '../../../electron/services/journal/store.ts';

const me = { command: 'studio', pid: 1 };

function pending(id: number, extra: Partial<JournalRecord> = {}): Pending {
  const record = {
    id,
    ts: 1000 + id,
    kind: 'log',
    status: 'info',
    summary: `record ${id}`,
    installationId: null,
    parentId: null,
    data: { level: 'info', message: `message ${id}` },
    ...extra,
  } as JournalRecord;
  return { record, data: JSON.stringify(record.data) };
}

describe('the record store keeps records in the database and reads them back as the journal hands them out', () => {
  it('a batch of any size is stored in id order and read back whole (16 rows a statement and the rest)', () => {
    const store = createRecordStore(openDatabaseFile(':memory:'), me);
    const batch = Array.from({ length: 37 }, (_, i) => pending(i + 1));
    store.insert(batch);
    expect(store.count()).toBe(37);
    expect(store.get(20)).toEqual(batch[19]!.record);
    expect(store.list(Number.MAX_SAFE_INTEGER, 3).map((r) => r.id)).toEqual([37, 36, 35]);
    expect(store.byIds([5, 2, 99]).map((r) => r.id)).toEqual([2, 5]);
    expect(store.after(35).map((r) => r.id)).toEqual([36, 37]);
    expect(store.maxId()).toBe(37);
    expect(store.oldestId()).toBe(1);
  });

  it("a row another process wrote is marked with that process; this one's are not", () => {
    const db = openDatabaseFile(':memory:');
    const cli = createRecordStore(db, { command: 'trigger', pid: 2 });
    cli.insert([pending(1)]);
    const studio = createRecordStore(db, me);
    studio.insert([pending(2)]);
    expect(studio.get(1)!.origin).toEqual({ command: 'trigger', pid: 2 });
    expect(studio.get(2)).not.toHaveProperty('origin');
    expect(studio.ownBetween(0, 2).map((r) => r.id)).toEqual([2]);
  });

  it("a webhook delivery's list row shows how its last attempt ended, and filters use the derived columns", () => {
    const store = createRecordStore(openDatabaseFile(':memory:'), me);
    const attempt = (id: number, status: number) =>
      pending(id, {
        kind: 'webhook.attempt',
        status: status < 400 ? 'ok' : 'error',
        parentId: 1,
        data: {
          request: {
            method: 'POST',
            url: 'http://127.0.0.1/h',
            headers: {},
            body: '',
            bodyEncoding: 'utf8',
            bodySize: 0,
            truncated: false,
          },
          response: { status, headers: {}, body: '', bodyEncoding: 'utf8', bodySize: 0, truncated: false },
          durationMs: 3,
          error: null,
        },
      });
    store.insert([
      pending(1, { kind: 'webhook.delivery', status: 'pending', data: { eventId: 'evt_1', url: 'http://127.0.0.1/h' } }),
      attempt(2, 500),
      attempt(3, 200),
    ]);
    const page = store.page({ anchor: store.maxId(), limit: 10, count: true });
    const delivery = page.rows.find((row) => row.id === 1)!;
    expect(delivery).toMatchObject({ childCount: 2, groupStatus: 'ok' });
    expect(page.total).toBe(3);
    expect(store.page({ anchor: 3, limit: 10, count: false, httpStatus: ['5xx'] }).rows.map((row) => row.id)).toEqual([2]);
  });

  it('search text is indexed for the records still stored, and merging says when nothing is left', () => {
    const db = openDatabaseFile(':memory:');
    const store = createRecordStore(db, me);
    store.insert([pending(1), pending(2)]);
    store.indexText([pending(1).record, pending(2).record], 2);
    expect(store.textIndexedUpTo()).toBe(2);
    expect(store.matching({ text: 'message 1' }, 10)).toEqual([]);
    expect(store.matching({ text: 'message 2' }, 10).map((r) => r.id)).toEqual([2]);
    while (store.mergeText(8));
    expect(store.mergeText(8)).toBe(false);
  });

  it('settings persist in the database; deleting everything says how many went', () => {
    const db = openDatabaseFile(':memory:');
    const store = createRecordStore(db, me);
    store.setSetting('retention', '500');
    expect(createRecordStore(db, me).setting('retention')).toBe('500');
    expect(store.setting('absent')).toBeNull();
    store.insert([pending(1), pending(2)]);
    expect(store.deleteAll()).toBe(2);
    expect(store.count()).toBe(0);
  });
});
