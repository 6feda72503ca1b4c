// The inspector rendered against the real journal and inspector handlers (in-memory database),
// so component tests exercise the same queries the studio runs.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import InspectorFeature from '../../../../renderer/src/features/inspector/index.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import { journalBackend, load } from '../journal-backend.ts';

/** jsdom lays nothing out: give the list a viewport so the virtualizer renders rows. */
export function fakeLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { x: 0, y: 0, top: 0, left: 0, bottom: 600, right: 900, width: 900, height: 600, toJSON: () => ({}) } as DOMRect;
  });
  for (const [name, value] of [
    ['offsetHeight', 600],
    ['offsetWidth', 900],
    ['clientHeight', 600],
    ['clientWidth', 900],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
}

/** The records the node tests use (`test/unit/inspector/sample-records.ts`). */
export async function samples(): Promise<{
  sampleJournal(start?: number): JournalRecord[];
  deliveryStory(start: number, base?: number): JournalRecord[];
}> {
  return load('../inspector/sample-records.ts');
}

/** `before` runs on the database once the studio's journal exists, before the pane opens (e.g. another process's writer). */
export async function renderInspector(records: JournalRecord[] = [], before?: (db: unknown) => void) {
  const backend = await journalBackend();
  const { journal, bus, db } = backend;
  if (records.length) journal.importRecords(records);
  before?.(db);
  const client = backend.client();
  localStorage.clear();
  const view = render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <InspectorFeature />
    </StudioProvider>,
  );
  return { ...view, journal, bus, calls: backend.calls };
}
