// The inspector rendered against the real journal and inspector handlers (in-memory database),
// so component tests exercise the same queries the studio runs.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createBus } from '../../../../electron/services/events/bus.ts';
import { inspectorHandlers } from '../../../../electron/services/inspector/handlers.ts';
import { createJournal } from '../../../../electron/services/journal/journal.ts';
import type { StudioContext } from '../../../../electron/context.ts';
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

export function renderInspector(records: JournalRecord[] = []) {
  const bus = createBus();
  // Loaded at run time: the renderer project's bundler cannot take a static `node:sqlite` import.
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  const db = new DatabaseSync(':memory:');
  const journal = createJournal(db, bus);
  if (records.length) journal.importRecords(records);
  const context = {
    bus,
    options: { transport: 'browser' },
    publicServer: { origin: 'http://127.0.0.1:9', port: 9 },
    session: () => ({ workspace: { name: 'test', dir: '/tmp/x' }, db, journal }),
  } as unknown as StudioContext;
  const handlers = inspectorHandlers(context) as Record<string, (input: unknown) => Promise<unknown>>;
  const calls: string[] = [];
  const client = {
    async call(method: string, input?: unknown) {
      calls.push(method);
      const handler = handlers[method];
      if (!handler) throw new Error(`not in this harness: ${method}`);
      return handler((methods as Record<string, { input: { parse(v: unknown): unknown } }>)[method]!.input.parse(input ?? {}));
    },
    subscribe: (topic: string, listener: (payload: unknown) => void) => bus.subscribe(topic as 'journal.appended', listener),
  } as unknown as StudioClient;
  localStorage.clear();
  const view = render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <InspectorFeature />
    </StudioProvider>,
  );
  return { ...view, journal, bus, calls };
}
