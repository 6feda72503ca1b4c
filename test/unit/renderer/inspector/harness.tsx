// The inspector rendered against the real journal and inspector handlers (in-memory database),
// so component tests exercise the same queries the studio runs.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { methods } from '../../../../shared/api/index.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import InspectorFeature from '../../../../renderer/src/features/inspector/index.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

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

/**
 * The main-process modules, loaded at run time by path: the renderer's typecheck project holds no
 * Node code (and its bundler cannot take `node:sqlite`), but these tests run in Node all the same.
 */
async function load<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ path)) as T;
}

interface Bus {
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
}
interface Journal {
  importRecords(records: JournalRecord[]): unknown;
  append(record: { kind: string; status: JournalRecord['status']; summary: string; data: unknown }): JournalRecord;
}

/** The records the node tests use (`test/unit/inspector/sample-records.ts`). */
export async function samples(): Promise<{
  sampleJournal(start?: number): JournalRecord[];
  deliveryStory(start: number, base?: number): JournalRecord[];
}> {
  return load('../../inspector/sample-records.ts');
}

/** `before` runs on the database once the studio's journal exists, before the pane opens (e.g. another process's writer). */
export async function renderInspector(records: JournalRecord[] = [], before?: (db: unknown) => void) {
  const { createBus } = await load<{ createBus(): Bus }>('../../../../electron/services/events/bus.ts');
  const { createJournal } = await load<{ createJournal(db: unknown, bus: Bus): Journal }>(
    '../../../../electron/services/journal/journal.ts',
  );
  const { handlers: inspectorHandlers } = await load<{ handlers(deps: unknown): Record<string, (input: unknown) => Promise<unknown>> }>(
    '../../../../electron/app/features/inspector.ts',
  );
  const bus = createBus();
  // Loaded at run time: the renderer project's bundler cannot take a static `node:sqlite` import.
  const { DatabaseSync } = (
    globalThis as unknown as { process: { getBuiltinModule(name: string): { DatabaseSync: new (path: string) => unknown } } }
  ).process.getBuiltinModule('node:sqlite');
  const db = new DatabaseSync(':memory:');
  const journal = createJournal(db, bus);
  if (records.length) journal.importRecords(records);
  before?.(db);
  const context = {
    bus,
    options: { transport: 'browser' },
    publicServer: { origin: 'http://127.0.0.1:9', port: 9 },
    session: { require: () => ({ workspace: { name: 'test', dir: '/tmp/x' }, db, journal }) },
  };
  const handlers = inspectorHandlers(context);
  const calls: string[] = [];
  const client = {
    async call(method: string, input?: unknown) {
      calls.push(method);
      const handler = handlers[method];
      if (!handler) throw new Error(`not in this harness: ${method}`);
      return handler((methods as Record<string, { input: { parse(v: unknown): unknown } }>)[method]!.input.parse(input ?? {}));
    },
    subscribe: (topic: string, listener: (payload: unknown) => void) => bus.subscribe(topic, listener),
  } as unknown as StudioClient;
  localStorage.clear();
  const view = render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <InspectorFeature />
    </StudioProvider>,
  );
  return { ...view, journal, bus, calls };
}
