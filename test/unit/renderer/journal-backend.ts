// The studio's real journal and Inspector handlers on an in-memory database, with a client over them:
// what the renderer's pane tests (the Inspector's, the Site pane's) run their components against, so
// they exercise the same queries the studio runs.
import type { StudioClient } from '../../../shared/api/client.ts';
import { methods } from '../../../shared/api/index.ts';
import type { JournalRecord } from '../../../shared/api/journal.ts';
import type { StoredRecord } from '../../../shared/journal/record.ts';

/**
 * The main-process modules, loaded at run time by path: the renderer's typecheck project holds no
 * Node code (and its bundler cannot take `node:sqlite`), but these tests run in Node all the same.
 */
export async function load<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ path)) as T;
}

export interface Bus {
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
  publish(topic: string, payload: unknown): void;
}
export interface Journal {
  importRecords(records: (StoredRecord | JournalRecord)[]): { firstId: number | null; lastId: number | null };
  append(record: {
    kind: string;
    status: JournalRecord['status'];
    summary: string;
    data: unknown;
    parentId?: number | null;
    installationId?: string | null;
  }): JournalRecord;
}
type Handler = (input: never) => Promise<unknown>;

export interface JournalBackend {
  bus: Bus;
  db: unknown;
  journal: Journal;
  /** A client answering the Inspector's methods and `more` (a pane's own stand-ins); each call is kept in `calls`. */
  client(more?: Record<string, Handler>): StudioClient;
  calls: [method: string, input: unknown][];
}

export async function journalBackend(): Promise<JournalBackend> {
  const { createBus } = await load<{ createBus(): Bus }>('../../../electron/services/events/bus.ts');
  const { createJournal } = await load<{ createJournal(db: unknown, bus: Bus): Journal }>('../../../electron/services/journal/journal.ts');
  const { handlers: inspectorHandlers } = await load<{ handlers(deps: unknown): Record<string, Handler> }>(
    '../../../electron/app/features/inspector.ts',
  );
  const bus = createBus();
  // Loaded at run time: the renderer project's bundler cannot take a static `node:sqlite` import.
  const { DatabaseSync } = (
    globalThis as unknown as { process: { getBuiltinModule(name: string): { DatabaseSync: new (path: string) => unknown } } }
  ).process.getBuiltinModule('node:sqlite');
  const db = new DatabaseSync(':memory:');
  const journal = createJournal(db, bus);
  const inspector = inspectorHandlers({
    bus,
    options: { transport: 'browser' },
    publicServer: { origin: 'http://127.0.0.1:9', port: 9 },
    session: { require: () => ({ workspace: { name: 'test', dir: '/tmp/x' }, db, journal }) },
  });
  const calls: [string, unknown][] = [];
  return {
    bus,
    db,
    journal,
    calls,
    client(more = {}) {
      const handlers: Record<string, Handler> = { ...inspector, ...more };
      return {
        async call(method: string, input?: unknown) {
          calls.push([method, input]);
          const handler = handlers[method];
          if (!handler) throw new Error(`not in this harness: ${method}`);
          return handler((methods as Record<string, { input: { parse(v: unknown): unknown } }>)[method]!.input.parse(input ?? {}) as never);
        },
        subscribe: (topic: string, listener: (payload: unknown) => void) => bus.subscribe(topic, listener),
      } as unknown as StudioClient;
    },
  };
}
