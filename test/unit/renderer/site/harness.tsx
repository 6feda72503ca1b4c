// The Site pane against the real journal and inspector handlers (in-memory database) and a stand-in
// for the site engine that answers the contract (shared/api/site.ts) from a state the test sets.
import { render } from '@testing-library/react';
import type { SiteConsent, SiteState } from '../../../../shared/api/site.ts';
import SiteFeature from '../../../../renderer/src/features/site/index.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import { journalBackend, type Journal } from '../journal-backend.ts';

export type { Journal };

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
    injects: true,
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
  const backend = await journalBackend();
  const { journal, bus } = backend;
  site.before?.(journal);
  let state = initial;
  const client = backend.client({
    'site.state': async () => state,
    'site.setConsent': async ({ consent }: { consent: SiteConsent }) => {
      state = site.setConsent ? site.setConsent(consent, state) : { ...state, consent };
      return state;
    },
    'site.refresh': async () => {
      state = site.refresh ? site.refresh(state) : state;
      return state;
    },
  });
  localStorage.clear();
  const view = render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <SiteFeature />
    </StudioProvider>,
  );
  return {
    ...view,
    journal,
    calls: backend.calls,
    /** The engine says the state changed (an installation added, a script fetched). */
    change(next: SiteState) {
      state = next;
      bus.publish('site.changed', next);
    },
  };
}
