// The Site pane against the real journal and inspector handlers (in-memory database) and a stand-in
// for the site engine that answers the contract (shared/api/site.ts) from a state the test sets.
import { render } from '@testing-library/react';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { methods } from '../../../../shared/api/index.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import type { SiteConsent, SiteState } from '../../../../shared/api/site.ts';
import type { StoredRecord } from '../../../../shared/journal/record.ts';
import SiteFeature from '../../../../renderer/src/features/site/index.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

async function load<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ path)) as T;
}

interface Bus {
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
  publish(topic: string, payload: unknown): void;
}
export interface Journal {
  importRecords(records: StoredRecord[]): { firstId: number | null; lastId: number | null };
  append(record: {
    kind: string;
    status: JournalRecord['status'];
    summary: string;
    data: unknown;
    parentId?: number | null;
    installationId?: string | null;
  }): JournalRecord;
}

export const ORIGIN = 'http://site-0123456789.localhost:43125';

export function siteState(overrides: Partial<SiteState> = {}): SiteState {
  return {
    available: true,
    reason: null,
    origin: ORIGIN,
    siteId: 'site_docs',
    title: 'Docs',
    pages: [
      { path: '/', title: 'Introduction' },
      { path: '/getting-started', title: 'Getting started' },
    ],
    consent: 'unset',
    policy: "script-src 'self' 'unsafe-inline' 'unsafe-eval' *; connect-src 'self' http: https:",
    reportOnlyPolicy: "script-src 'self' https://static.hotjar.com",
    visitorAuth: false,
    scripts: [
      {
        installationId: 'inst_site',
        outcome: 'injected',
        error: null,
        recordId: null,
        csp: 'script-src https://static.hotjar.com',
        cookies: true,
        cachedUntil: null,
      },
    ],
    ...overrides,
  };
}

/** `site` answers the site methods: it may throw, or change the state (a consent set, a refresh). */
export async function renderSite(
  initial: SiteState,
  site: {
    setConsent?(consent: SiteConsent, state: SiteState): SiteState;
    refresh?(state: SiteState): SiteState;
    /** Writes records into the journal before the pane opens. */
    before?(journal: Journal): void;
  } = {},
) {
  const { createBus } = await load<{ createBus(): Bus }>('../../../../electron/services/events/bus.ts');
  const { createJournal } = await load<{ createJournal(db: unknown, bus: Bus): Journal }>(
    '../../../../electron/services/journal/journal.ts',
  );
  const { handlers: inspectorHandlers } = await load<{ handlers(deps: unknown): Record<string, (input: unknown) => Promise<unknown>> }>(
    '../../../../electron/app/features/inspector.ts',
  );
  const bus = createBus();
  const { DatabaseSync } = (
    globalThis as unknown as { process: { getBuiltinModule(name: string): { DatabaseSync: new (path: string) => unknown } } }
  ).process.getBuiltinModule('node:sqlite');
  const db = new DatabaseSync(':memory:');
  const journal = createJournal(db, bus);
  const context = {
    bus,
    options: { transport: 'browser' },
    publicServer: { origin: 'http://127.0.0.1:9', port: 9 },
    session: { require: () => ({ workspace: { name: 'test', dir: '/tmp/x' }, db, journal }) },
  };
  site.before?.(journal);
  let state = initial;
  const calls: [string, unknown][] = [];
  const handlers: Record<string, (input: never) => Promise<unknown>> = {
    ...inspectorHandlers(context),
    'site.state': async () => state,
    'site.setConsent': async ({ consent }: { consent: SiteConsent }) => {
      state = site.setConsent ? site.setConsent(consent, state) : { ...state, consent };
      return state;
    },
    'site.refresh': async () => {
      state = site.refresh ? site.refresh(state) : state;
      return state;
    },
  };
  const client = {
    async call(method: string, input?: unknown) {
      calls.push([method, input]);
      const handler = handlers[method];
      if (!handler) throw new Error(`not in this harness: ${method}`);
      return handler((methods as Record<string, { input: { parse(v: unknown): unknown } }>)[method]!.input.parse(input ?? {}) as never);
    },
    subscribe: (topic: string, listener: (payload: unknown) => void) => bus.subscribe(topic, listener),
  } as unknown as StudioClient;
  localStorage.clear();
  const view = render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <SiteFeature />
    </StudioProvider>,
  );
  return {
    ...view,
    journal,
    calls,
    /** The engine says the state changed (an installation added, a script fetched). */
    change(next: SiteState) {
      state = next;
      bus.publish('site.changed', next);
    },
  };
}
