import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_SANDBOX } from '../../../../renderer/src/features/site/SiteFrame.tsx';
import { ORIGIN, renderSite, siteState, type Journal } from './harness.tsx';

const frame = () => screen.getByTitle('Published site') as HTMLIFrameElement;

/** The dispatch that produced the script and what the script did on a page, as the engine journals them. */
function journalVisit(journal: Journal, consent: 'granted' | 'denied') {
  const dispatch = journal.append({
    kind: 'dispatch',
    status: 'ok',
    summary: 'fetch_published_script → 200',
    installationId: 'inst_site',
    data: { eventType: 'fetch_published_script', error: 'none' },
  });
  const child = (kind: string, summary: string, data: unknown) =>
    journal.append({ kind, status: 'info', summary, data, parentId: dispatch.id, installationId: 'inst_site' });
  child('site.request', 'GET static', {
    page: '/',
    url: 'https://static.hotjar.com/c/hotjar-1.js',
    method: 'GET',
    outcome: 'mocked',
    status: 200,
    mock: 'hotjar',
    consent,
  });
  if (consent === 'granted') {
    child('site.request', 'POST in', {
      page: '/',
      url: 'https://in.hotjar.com/api/v2/client?ts=1',
      method: 'POST',
      outcome: 'held',
      status: null,
      consent,
    });
    child('site.cookie', 'cookie', { page: '/', name: '_hjSessionUser', value: 'abc', consent });
  }
  child('site.csp', 'csp', {
    page: '/',
    blockedUrl: 'https://evil.example/x.js',
    directive: 'script-src-elem',
    disposition: 'enforce',
    sourceFile: null,
    line: null,
    sample: null,
    consent,
  });
  child('site.console', 'console', { page: '/', level: 'error', message: 'hotjar: boom', source: 'error', stack: null, consent });
  return dispatch;
}

describe('the Site pane', () => {
  it('without a site installation it says why and opens the Installations pane', async () => {
    await renderSite(
      siteState({ available: false, reason: 'No site installation: create one in Installations.', origin: null, siteId: null }),
    );
    expect(await screen.findByText('No site installation: create one in Installations.')).toBeInTheDocument();
    expect(screen.queryByTitle('Published site')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Installations' }));
    expect(location.hash).toBe('#installations');
  });

  it("an unavailable site shows the engine's reason", async () => {
    await renderSite(siteState({ available: false, reason: 'The site installation lacks the scope site:script:inject.', origin: null }));
    expect(await screen.findByText('The site installation lacks the scope site:script:inject.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Installations' })).toBeNull();
  });

  it('a visitor authentication integration without a script says its site is for its sign-in, not that a script is missing', async () => {
    await renderSite(siteState({ visitorAuth: true, injects: false, scripts: [] }));
    expect(await screen.findByTestId('site-sign-in-only')).toHaveTextContent(/injects no script: it signs the site.s visitors in/);
    expect(screen.queryByText(/give it the/)).toBeNull();
  });

  it("shows the site in a frame on its own origin: its scripts, cookies and storage work, the studio's window cannot be navigated", async () => {
    await renderSite(siteState());
    await waitFor(() => expect(frame().src).toBe(`${ORIGIN}/`));
    const tokens = frame().getAttribute('sandbox')!.split(' ');
    expect(tokens).toEqual(SITE_SANDBOX.split(' '));
    expect(tokens).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']));
    expect(tokens.some((t) => t.startsWith('allow-top-navigation') || t === 'allow-popups-to-escape-sandbox' || t === 'allow-modals')).toBe(
      false,
    );
    expect(frame().getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('a page of the list loads in the frame', async () => {
    await renderSite(siteState());
    fireEvent.click(await screen.findByRole('button', { name: 'Getting started' }));
    await waitFor(() => expect(frame().src).toBe(`${ORIGIN}/getting-started`));
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-current', 'page');
  });

  it('choosing a consent sets it through site.setConsent and loads the page again', async () => {
    const { calls } = await renderSite(siteState());
    const group = await screen.findByRole('group', { name: 'Cookie consent' });
    expect(within(group).getByRole('button', { name: 'Unset' })).toHaveAttribute('aria-pressed', 'true');
    const before = frame();
    fireEvent.click(within(group).getByRole('button', { name: 'Granted' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Granted' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toContainEqual(['site.setConsent', { consent: 'granted' }]);
    // A new frame element: the page was loaded again, with the new consent cookie.
    await waitFor(() => expect(frame()).not.toBe(before));
  });

  it("a consent chosen elsewhere (the page's banner in a tab, an integration's own banner) loads the framed page again: it does not keep the banner already answered", async () => {
    const { change } = await renderSite(siteState({ consent: 'unset' }));
    const before = await screen.findByTitle('Published site');
    act(() => change(siteState({ consent: 'granted' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Granted' })).toHaveAttribute('aria-pressed', 'true'));
    expect(frame()).not.toBe(before);
    // A change that leaves the consent as it was (a script fetched again) does not reload the page.
    const after = frame();
    act(() => change(siteState({ consent: 'granted', reportOnlyPolicy: null })));
    expect(frame()).toBe(after);
  });

  it('D sets consent denied and R reloads the page, outside text fields', async () => {
    const { calls } = await renderSite(siteState());
    await screen.findByTitle('Published site');
    fireEvent.keyDown(window, { key: 'd' });
    await waitFor(() => expect(calls).toContainEqual(['site.setConsent', { consent: 'denied' }]));
    const before = frame();
    fireEvent.keyDown(window, { key: 'r' });
    expect(frame()).not.toBe(before);
  });

  it('a consent the engine refuses is said where the user looks, and the page is not reloaded', async () => {
    await renderSite(siteState(), {
      setConsent: () => {
        throw new Error('The site is not listening: open the integration again.');
      },
    });
    const before = await screen.findByTitle('Published site');
    fireEvent.click(screen.getByRole('button', { name: 'Denied' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The site is not listening: open the integration again.');
    expect(frame()).toBe(before);
  });

  it("lists each script with its outcome, policy and how long it is kept; a failed one's error; Refresh fetches them again", async () => {
    const until = new Date(2030, 0, 1, 12, 0, 0).getTime();
    const { calls } = await renderSite(
      siteState({
        scripts: [
          {
            installationId: 'inst_a',
            outcome: 'injected',
            error: null,
            recordId: 7,
            csp: 'script-src https://cdn.a',
            cookies: true,
            cachedUntil: until,
          },
          {
            installationId: 'inst_b',
            outcome: 'failed',
            error: 'fetch_published_script answered 500: boom',
            recordId: null,
            csp: null,
            cookies: false,
            cachedUntil: null,
          },
        ],
      }),
      { refresh: (state) => ({ ...state, scripts: state.scripts.map((s) => ({ ...s, outcome: 'injected' as const, error: null })) }) },
    );
    const a = await screen.findByRole('listitem', { name: 'Script of inst_a' });
    expect(a).toHaveTextContent('injected');
    expect(a).toHaveTextContent('script-src https://cdn.a');
    expect(a).toHaveTextContent(`kept until ${new Date(until).toLocaleTimeString()}`);
    expect(within(a).getByRole('button', { name: 'journal #7' })).toBeInTheDocument();
    const b = screen.getByRole('listitem', { name: 'Script of inst_b' });
    expect(b).toHaveTextContent('failed');
    expect(within(b).getByRole('alert')).toHaveTextContent('fetch_published_script answered 500: boom');
    expect(b).toHaveTextContent('fetched on every page');

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Script of inst_b' })).not.toHaveTextContent('failed'));
    expect(calls.map(([m]) => m)).toContain('site.refresh');
  });

  it('follows site.changed: an installation added while the pane is open shows its site', async () => {
    const { change } = await renderSite(siteState({ available: false, reason: 'No site installation.', origin: null, siteId: null }));
    await screen.findByText('No site installation.');
    act(() => change(siteState()));
    expect(await screen.findByTitle('Published site')).toBeInTheDocument();
  });

  it('what the scripts did appears live: requests with method, outcome and status, violations, console errors, cookies', async () => {
    const { journal } = await renderSite(siteState());
    await screen.findByTitle('Published site');
    act(() => void journalVisit(journal, 'granted'));
    const requests = await screen.findByRole('list', { name: 'Requests' });
    await waitFor(() => expect(within(requests).getAllByRole('listitem')).toHaveLength(2));
    const [held, mocked] = within(requests).getAllByRole('listitem');
    expect(held).toHaveTextContent('POST');
    expect(held).toHaveTextContent('https://in.hotjar.com/api/v2/client?ts=1');
    expect(held).toHaveTextContent('held');
    expect(mocked).toHaveTextContent('mocked');
    expect(mocked).toHaveTextContent('200');
    expect(screen.getByRole('tab', { name: 'CSP (1)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'CSP (1)' }));
    expect(screen.getByRole('list', { name: 'CSP violations' })).toHaveTextContent('script-src-elem https://evil.example/x.js');
    fireEvent.click(screen.getByRole('tab', { name: 'Console (1)' }));
    expect(screen.getByRole('list', { name: 'Console' })).toHaveTextContent('hotjar: boom');
    fireEvent.click(screen.getByRole('tab', { name: 'Cookies (1)' }));
    expect(screen.getByRole('list', { name: 'Cookies' })).toHaveTextContent('_hjSessionUser');
  });

  it("tells a violation the page's policy blocked from one only the manifest's report-only policy flagged, and shows both policies by name", async () => {
    await renderSite(siteState(), {
      before: (journal) => {
        const dispatch = journalVisit(journal, 'granted');
        journal.append({
          kind: 'site.csp',
          status: 'info',
          summary: 'reported',
          parentId: dispatch.id,
          installationId: 'inst_site',
          data: {
            page: '/',
            blockedUrl: 'https://www.googletagmanager.com/gtag/js',
            directive: 'script-src-elem',
            disposition: 'report',
            sourceFile: null,
            line: null,
            sample: null,
            consent: 'granted',
          },
        });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'CSP (2)' }));
    const [reported, blocked] = within(screen.getByRole('list', { name: 'CSP violations' })).getAllByRole('listitem');
    expect(reported).toHaveTextContent("https://www.googletagmanager.com/gtag/js outside the manifest's policy: reported, not blocked");
    expect(blocked).toHaveTextContent('https://evil.example/x.js blocked');
    expect(screen.getByText(/^Page policy: enforced/)).toBeInTheDocument();
    expect(screen.getByText(/^Manifest's policy: report-only/)).toBeInTheDocument();
    expect(screen.getByText('CSP (report-only)')).toBeInTheDocument();
  });

  it('records already in the journal when the pane opens are read from the dispatch that produced the script', async () => {
    const { calls } = await renderSite(siteState(), { before: (journal) => void journalVisit(journal, 'denied') });
    const requests = await screen.findByRole('list', { name: 'Requests' });
    expect(within(requests).getByRole('listitem')).toHaveTextContent('https://static.hotjar.com/c/hotjar-1.js');
    expect(screen.getByRole('tab', { name: 'CSP (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Console (1)' })).toBeInTheDocument();
    // One query for the rows, one read of their parent for the data: not one call per record.
    expect(calls.filter(([m]) => m === 'inspector.get')).toHaveLength(1);
  });

  it('with and without consent side by side: what happened only with consent is marked', async () => {
    const { journal } = await renderSite(siteState());
    await screen.findByTitle('Published site');
    act(() => void journalVisit(journal, 'granted'));
    fireEvent.click(screen.getByRole('tab', { name: 'By consent' }));
    // Only pages with consent so far: the pane offers the other.
    expect(await screen.findByRole('button', { name: 'Load it without consent' })).toBeInTheDocument();
    act(() => void journalVisit(journal, 'denied'));
    const table = await screen.findByRole('table', { name: 'Behaviour by consent' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: 'POST https://in.hotjar.com/api/v2/client' })).toHaveAttribute('data-differs', 'true'),
    );
    const both = within(table).getByRole('row', { name: 'GET https://static.hotjar.com/c/hotjar-1.js' });
    expect(both).toHaveAttribute('data-differs', 'false');
    expect(
      within(both)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['✓ 1×', '✓ 1×']);
    const only = within(table).getByRole('row', { name: 'POST https://in.hotjar.com/api/v2/client' });
    expect(
      within(only)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['✓ 1×', '—']);
    expect(within(table).getByRole('row', { name: 'cookie _hjSessionUser' })).toHaveAttribute('data-differs', 'true');
  });
});
