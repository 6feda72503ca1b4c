import { RefreshCw } from 'lucide-react';
import type { SiteScript } from '../../../../shared/api/site.ts';
import { openRecord } from '../../lib/navigation.ts';

const OUTCOME_TEXT: Record<SiteScript['outcome'], string> = {
  injected: 'injected',
  failed: 'failed',
  none: 'no script',
};

/** How long the kept script is used, as the platform's caching headers allowed. */
export function keptText(cachedUntil: number | null, now = Date.now()): string {
  if (cachedUntil === null) return 'fetched on every page';
  if (cachedUntil <= now) return 'fetched again on the next page';
  return `kept until ${new Date(cachedUntil).toLocaleTimeString()}`;
}

/** A record in the Inspector, one click away. */
export function JournalLink({ id, what }: { id: number; what: string }) {
  return (
    <button type="button" className="site-link" onClick={() => openRecord(id)} title={`Open ${what} in the Inspector`}>
      journal #{id}
    </button>
  );
}

/** Each site installation's script: what came of it, its policy, how long it is kept; Refresh fetches them all again. */
export function ScriptList({
  scripts,
  refreshing,
  onRefresh,
  signInOnly = false,
}: {
  scripts: readonly SiteScript[];
  refreshing: boolean;
  onRefresh(): void;
  /** The integration signs visitors in and injects no script (site:visitor:auth without site:script:inject). */
  signInOnly?: boolean;
}) {
  return (
    <section className="site-scripts" aria-label="Scripts">
      <header className="site-section-head">
        <h3>Scripts</h3>
        <button
          type="button"
          className="btn"
          onClick={onRefresh}
          disabled={refreshing}
          title="Drop the kept scripts and send fetch_published_script again (F)"
        >
          <RefreshCw size={14} aria-hidden className={refreshing ? 'spin' : undefined} /> {refreshing ? 'Fetching…' : 'Refresh'}
        </button>
      </header>
      {scripts.length === 0 && signInOnly ? (
        <p className="muted site-empty" data-testid="site-sign-in-only">
          This integration injects no script: it signs the site&apos;s visitors in (<code>site:visitor:auth</code>). Open a page in the
          frame to go through its sign-in.
        </p>
      ) : scripts.length === 0 ? (
        <p className="muted site-empty">
          No site installation answers <code>fetch_published_script</code> yet. Install the integration on the site (Installations) and give
          it the <code>site:script:inject</code> scope.
        </p>
      ) : (
        <ul className="site-script-list">
          {scripts.map((script) => (
            <li
              key={script.installationId}
              className="site-script"
              data-outcome={script.outcome}
              aria-label={`Script of ${script.installationId}`}
            >
              <div className="site-script-head">
                <span className={`site-badge outcome-${script.outcome}`}>{OUTCOME_TEXT[script.outcome]}</span>
                <strong title={script.installationId}>{script.installationId}</strong>
                <span className="muted">{keptText(script.cachedUntil)}</span>
                {script.cookies && (
                  <span className="site-tag" title="The integration holds site:script:cookies: it may set cookies once the reader consents">
                    cookies
                  </span>
                )}
                {script.recordId !== null && <JournalLink id={script.recordId} what="the dispatch that produced the script" />}
              </div>
              {script.error && (
                <div className="error-box site-error" role="alert">
                  {script.error}
                </div>
              )}
              <div className="site-csp">
                <span
                  className="muted"
                  title="The manifest's contentSecurityPolicy: the platform does not enforce it, so the studio reports what falls outside it"
                >
                  CSP (report-only)
                </span>{' '}
                {script.csp ? <code>{script.csp}</code> : <span className="muted">none declared</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
