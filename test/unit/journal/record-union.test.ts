import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { JournalRecord, type StoredRecord } from '../../../shared/api/journal.ts';
import { readEntry } from '../../../shared/journal/entries.ts';
import { isKind, readRecord } from '../../../shared/journal/record.ts';
import { sampleJournal } from '../inspector/sample-records.ts';

const header = { id: 1, ts: 1, status: 'info', summary: 's', installationId: null, parentId: null } as const;
const message = { headers: {}, body: '', bodyEncoding: 'utf8' as const, bodySize: 0, truncated: false };

describe("the journal's wire record is the union of its kinds, each with its data", () => {
  it('records shaped as the services write them read as their kind, data as stored', () => {
    for (const stored of sampleJournal()) {
      const record = readRecord(stored);
      expect(record.unreadable, `${stored.kind} #${stored.id}`).toBeUndefined();
      expect(record).toEqual(stored);
      expect(JournalRecord.safeParse(record).success, `${stored.kind} on the wire`).toBe(true);
    }
  });

  it('a record of an unknown kind, or whose data lacks what its kind needs, is unreadable and keeps its data', () => {
    const unknownKind = readRecord({ ...header, kind: 'component.render', data: { ms: 3 } });
    expect(unknownKind).toEqual({ ...header, kind: 'component.render', data: { ms: 3 }, unreadable: true });
    const oldLog = readRecord({ ...header, kind: 'log', data: { text: 'written by an older studio' } });
    expect(oldLog.unreadable).toBe(true);
    expect(oldLog.data).toEqual({ text: 'written by an older studio' });
    for (const record of [unknownKind, oldLog]) expect(JournalRecord.safeParse(record).success).toBe(true);
  });

  it('on the wire a known kind must carry its data, unless it says it is unreadable', () => {
    expect(JournalRecord.safeParse({ ...header, kind: 'log', data: { text: 'x' } }).success).toBe(false);
    expect(JournalRecord.safeParse({ ...header, kind: 'log', data: { level: 'info', message: 'x' } }).success).toBe(true);
  });

  it('names inherited from Object are not kinds: unreadable, not a TypeError', () => {
    for (const kind of ['constructor', 'toString', '__proto__']) {
      expect(readRecord({ ...header, kind, data: {} }).unreadable).toBe(true);
      expect(readEntry({ kind, data: {} })).toBeNull();
    }
  });

  it('isKind narrows a record to its kind only when it reads as that kind', () => {
    const fetch = readRecord({
      ...header,
      kind: 'outbound.fetch',
      data: {
        request: { method: 'GET', url: 'https://x/', ...message },
        response: null,
        durationMs: null,
        error: 'e',
        stub: false,
        refused: null,
        mock: 'users',
      },
    });
    expect(isKind(fetch, 'outbound.fetch') && fetch.data.mock).toBe('users');
    expect(isKind(fetch, 'log')).toBe(false);
    expect(isKind(readRecord({ ...header, kind: 'outbound.fetch', data: {} }), 'outbound.fetch')).toBe(false);
  });
});

describe('the journal hands out records through the union and exports them as stored', () => {
  it('an outbound fetch keeps the mock that answered and what the API emulator said about the call', () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    const api = { operationId: 'getSpace', route: '/spaces/{spaceId}', emulated: true, caller: 'installation dev', problems: [] };
    const { id } = journal.append({
      kind: 'outbound.fetch',
      status: 'ok',
      summary: 'GET',
      data: {
        request: { method: 'GET', url: 'http://127.0.0.1:1/v1/spaces/s', ...message },
        response: { status: 200, ...message },
        durationMs: 1,
        error: null,
        stub: true,
        refused: null,
        api,
        mock: 'spaces.yaml',
      },
    });
    const record = journal.get(id)!;
    expect(isKind(record, 'outbound.fetch')).toBe(true);
    if (!isKind(record, 'outbound.fetch')) return;
    expect(record.data.mock).toBe('spaces.yaml');
    expect(record.data.api).toEqual(api);
    journal.close();
  });

  it('an imported record of another kind reads as unreadable, and an export gives back exactly what was imported', () => {
    const journal = createJournal(openDatabaseFile(':memory:'), createBus());
    const foreign: StoredRecord = { ...header, id: 7, kind: 'component.render', data: { componentId: 'c', extra: [1] } };
    const { firstId } = journal.importRecords([foreign]);
    expect(journal.get(firstId!)).toMatchObject({ kind: 'component.render', unreadable: true, data: foreign.data });
    const [exported] = journal.select({ ids: [firstId!] });
    expect(exported).toEqual({ ...foreign, id: firstId });
    journal.close();
  });
});
