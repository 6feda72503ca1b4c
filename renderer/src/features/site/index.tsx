import { Boxes, Globe } from 'lucide-react';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { SiteConsent } from '../../../../shared/api/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Unavailable } from '../../components/Unavailable.tsx';
import { PaneContext, typingIn, useShortcuts } from '../../lib/shortcuts.ts';
import { ActivityList, type ActivityTab } from './Activity.tsx';
import { CompareView } from './Compare.tsx';
import { activityOf, compareByConsent } from './records.ts';
import { ScriptList } from './ScriptList.tsx';
import { SiteFrame } from './SiteFrame.tsx';
import { useSite } from './useSite.ts';
import { useSiteRecords } from './useSiteRecords.ts';
import './site.css';

const CONSENTS = SiteConsent.options;
const CONSENT_TEXT: Record<SiteConsent, string> = { granted: 'Granted', denied: 'Denied', unset: 'Unset' };
const CONSENT_HELP: Record<SiteConsent, string> = {
  granted: 'The reader accepted cookies: the consent cookie says yes (G)',
  denied: 'The reader rejected cookies: the consent cookie says no (D)',
  unset: 'The reader has not answered the banner: no consent cookie (U)',
};

/** Single keys of the pane, outside text fields (the frame's own keys stay in the frame). */
function useSiteKeys(keys: Record<string, () => void>) {
  const { active } = use(PaneContext);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target) || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      const run = keys[event.key.toLowerCase()];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, active]);
}

/**
 * The mock published site (issue 39): its pages in a frame on the site's own origin, the reader's
 * cookie consent, each site installation's injected script, and what the scripts did (requests, CSP
 * violations, console, cookies) live from the journal, with a comparison by consent.
 */
export default function SiteFeature() {
  const site = useSite();
  const { records, error: recordsError } = useSiteRecords();
  const [path, setPath] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [tab, setTab] = useState<ActivityTab>('requests');
  // The consents the frame loaded a page under: where a script did nothing, that is the behaviour to compare.
  const [loadedUnder, setLoadedUnder] = useState<ReadonlySet<SiteConsent>>(new Set());
  const layout = useDefaultLayout({ id: 'studio.site', storage: localStorage });
  const { state } = site;
  const page = path ?? state?.pages[0]?.path ?? '/';

  const activity = useMemo(() => activityOf(records), [records]);
  const comparison = useMemo(() => compareByConsent(records, loadedUnder), [records, loadedUnder]);

  const reload = () => setReloads((n) => n + 1);
  // The consent this pane asked for, which its own answer reloads the page for.
  const [asked, setAsked] = useState<SiteConsent | null>(null);
  const setConsent = (consent: SiteConsent) => {
    setAsked(consent);
    void site.setConsent(consent).then((done) => {
      if (done) reload();
    });
  };
  // A consent set elsewhere (the page's banner opened in a tab, an integration's own banner) loads
  // the framed page again too: it would otherwise keep showing the banner that was answered.
  const consent = state?.consent;
  const [seenConsent, setSeenConsent] = useState(consent);
  if (consent !== seenConsent) {
    setSeenConsent(consent);
    if (asked === consent) setAsked(null);
    else if (seenConsent !== undefined && consent !== undefined) setReloads((n) => n + 1);
  }
  const refresh = () =>
    void site.refresh().then((done) => {
      if (done) reload();
    });

  const actions = { setConsent, refresh, reload, compare: () => setTab((t) => (t === 'compare' ? 'requests' : 'compare')) };
  // Keys and palette entries are made once and run the current actions.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const keys = useMemo(
    () => ({
      g: () => latest.current.setConsent('granted'),
      d: () => latest.current.setConsent('denied'),
      u: () => latest.current.setConsent('unset'),
      r: () => latest.current.reload(),
      f: () => latest.current.refresh(),
      c: () => latest.current.compare(),
    }),
    [latest],
  );
  const ready = Boolean(state?.available && state.origin);
  useSiteKeys(ready ? keys : NO_KEYS);
  useShortcuts(
    useMemo(
      () => [
        { label: 'Site: consent granted', run: keys.g },
        { label: 'Site: consent denied', run: keys.d },
        { label: 'Site: consent unset', run: keys.u },
        { label: 'Site: reload the page', run: keys.r },
        { label: 'Site: fetch the scripts again', run: keys.f },
        { label: 'Site: compare with and without consent', run: keys.c },
      ],
      [keys],
    ),
  );

  if (!state) {
    if (site.loadError)
      return <Unavailable icon={Globe} title="The site could not be read" message={site.loadError} onRetry={site.reload} />;
    return (
      <div className="loading" role="status">
        Loading the site…
      </div>
    );
  }
  if (!state.available || !state.origin) {
    return (
      <EmptyState
        icon={Globe}
        title="No published site to show"
        action={
          state.siteId === null ? (
            <button type="button" className="btn primary" onClick={() => (location.hash = 'installations')}>
              <Boxes size={14} aria-hidden /> Open Installations
            </button>
          ) : undefined
        }
      >
        <p>{state.reason ?? 'The site is not listening.'}</p>
        {state.siteId === null && (
          <p>
            The site shows the scripts of the integration&apos;s <strong>site installations</strong>: create one in the Installations pane
            (choose <em>A site</em>), for an integration that answers <code>fetch_published_script</code>.
          </p>
        )}
      </EmptyState>
    );
  }

  const counts: Record<Exclude<ActivityTab, 'compare'>, number> = {
    requests: activity.requests.length,
    csp: activity.csp.length,
    console: activity.console.length,
    cookies: activity.cookies.length,
  };
  const tabs: { id: ActivityTab; label: string }[] = [
    { id: 'requests', label: `Requests (${counts.requests})` },
    { id: 'csp', label: `CSP (${counts.csp})` },
    { id: 'console', label: `Console (${counts.console})` },
    { id: 'cookies', label: `Cookies (${counts.cookies})` },
    { id: 'compare', label: 'By consent' },
  ];

  return (
    <div className="site-pane">
      <div className="toolbar site-toolbar">
        <Globe size={16} aria-hidden />
        <strong className="site-title">{state.title || 'Published site'}</strong>
        <code className="site-origin muted" title="The site's own origin: not the studio's, not the public endpoint's">
          {state.origin}
        </code>
        {state.visitorAuth && (
          <span className="site-tag" title="A site installation declares visitor authentication: pages ask the reader to sign in">
            visitor sign-in
          </span>
        )}
        <span className="site-spacer" />
        <div className="site-consent" role="group" aria-label="Cookie consent">
          <span className="muted">Consent</span>
          {CONSENTS.map((consent) => (
            <button
              key={consent}
              type="button"
              className="btn"
              aria-pressed={state.consent === consent}
              disabled={site.busy === 'consent'}
              title={CONSENT_HELP[consent]}
              onClick={() => setConsent(consent)}
            >
              {CONSENT_TEXT[consent]}
            </button>
          ))}
        </div>
        {site.busy && (
          <span className="site-busy muted" role="status">
            {site.busy === 'consent' ? 'Setting consent…' : 'Fetching the scripts…'}
          </span>
        )}
      </div>
      {site.actionError && (
        <div className="error-box" role="alert">
          {site.actionError}
        </div>
      )}
      <Group orientation="horizontal" className="site-body" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
        <Panel id="frame" minSize={320} defaultSize="55%">
          <SiteFrame
            origin={state.origin}
            pages={state.pages}
            path={page}
            reloads={reloads}
            onNavigate={(next) => {
              setPath(next);
              reload();
            }}
            onReload={reload}
            onLoaded={() => setLoadedUnder((seen) => (seen.has(state.consent) ? seen : new Set([...seen, state.consent])))}
          />
        </Panel>
        <Separator className="resize-handle" />
        <Panel id="activity" minSize={300}>
          <div className="site-side">
            <ScriptList
              scripts={state.scripts}
              refreshing={site.busy === 'refresh'}
              onRefresh={refresh}
              signInOnly={state.visitorAuth && !state.injects}
            />
            {state.policy && (
              <details className="site-policy">
                <summary>Page policy: enforced (the platform's, strict where the studio's worker cannot see)</summary>
                <code>{state.policy}</code>
              </details>
            )}
            {state.reportOnlyPolicy && (
              <details className="site-policy">
                <summary>Manifest's policy: report-only (flagged, never blocked)</summary>
                <code>{state.reportOnlyPolicy}</code>
              </details>
            )}
            <section className="site-activity" aria-label="What the scripts did">
              <div className="site-tabs" role="tablist" aria-label="What the scripts did">
                {tabs.map((t) => (
                  <button
                    key={t.id}
                    type="button"
                    role="tab"
                    aria-selected={tab === t.id}
                    className={tab === t.id ? 'active' : ''}
                    onClick={() => setTab(t.id)}
                    title={t.id === 'compare' ? 'What the scripts did with each consent, side by side (C)' : undefined}
                  >
                    {t.label}
                  </button>
                ))}
              </div>
              {recordsError && (
                <div className="error-box" role="alert">
                  The journal did not answer: {recordsError}
                </div>
              )}
              <div className="site-tab-body" role="tabpanel">
                {tab === 'compare' ? (
                  <CompareView comparison={comparison} onConsent={setConsent} />
                ) : (
                  <ActivityList tab={tab} activity={activity} />
                )}
              </div>
            </section>
          </div>
        </Panel>
      </Group>
    </div>
  );
}

const NO_KEYS: Record<string, () => void> = {};
