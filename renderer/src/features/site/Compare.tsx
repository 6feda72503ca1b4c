import type { SiteConsent } from '../../../../shared/api/site.ts';
import type { Behaviour, Comparison } from './records.ts';

const KIND_TEXT: Record<Behaviour['kind'], string> = { request: 'request', csp: 'CSP', console: 'console', cookie: 'cookie' };
// Short, so the three columns fit beside the frame at 1024 px; the tooltip says it in full.
const COLUMN_TEXT: Record<SiteConsent, string> = { granted: 'Granted', denied: 'Denied', unset: 'Unset' };
const COLUMN_HELP: Record<SiteConsent, string> = {
  granted: 'On pages loaded with consent granted',
  denied: 'On pages loaded with consent denied',
  unset: 'On pages loaded before the reader answered the banner',
};

/**
 * The scripts' behaviour with and without consent side by side: one row per thing they did, how
 * often under each consent; rows that happened under one and not another are marked.
 */
export function CompareView({ comparison, onConsent }: { comparison: Comparison; onConsent(consent: SiteConsent): void }) {
  const missing = comparison.columns.filter((column) => !comparison.seen.has(column) && column !== 'unset');
  const differing = comparison.rows.filter((row) => row.differs).length;
  return (
    <div className="site-compare">
      {missing.length > 0 && (
        <p className="site-compare-note" role="status">
          No page was loaded {missing.map((c) => (c === 'granted' ? 'with consent' : 'without consent')).join(' or ')} yet:{' '}
          {missing.map((consent) => (
            <button key={consent} type="button" className="btn" onClick={() => onConsent(consent)}>
              Load it {consent === 'granted' ? 'with' : 'without'} consent
            </button>
          ))}
        </p>
      )}
      {comparison.rows.length === 0 ? (
        <p className="muted site-empty">Nothing to compare yet: load a page, then switch consent and load it again.</p>
      ) : (
        <>
          <p className="muted site-compare-summary">
            {differing === 0
              ? 'The scripts did the same with every consent compared.'
              : `${differing} of ${comparison.rows.length} behaviours differ with consent (marked).`}
          </p>
          <table className="site-compare-table" aria-label="Behaviour by consent">
            <thead>
              <tr>
                <th scope="col">What the scripts did</th>
                {comparison.columns.map((column) => (
                  <th key={column} scope="col" className={`consent-${column}`} title={COLUMN_HELP[column]}>
                    {COLUMN_TEXT[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.key} data-differs={row.differs} aria-label={row.label}>
                  <th scope="row">
                    <span className="site-kind">{KIND_TEXT[row.kind]}</span> <code title={row.label}>{row.label}</code>
                  </th>
                  {comparison.columns.map((column) => (
                    <td key={column} className={row.counts[column] ? 'site-did' : 'site-did-not'}>
                      {comparison.seen.has(column) ? (row.counts[column] ? `✓ ${row.counts[column]}×` : '—') : ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
