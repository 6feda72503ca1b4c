import { useState } from 'react';
import type { WebframePage } from './elements/webframe-protocol.ts';
import { parseJsonObject } from './json-object.ts';

export const VISITOR_CLAIMS_SCOPE = 'site:visitor:claims';

/** What the platform injects into every webframe's state, as the Preview stands in for it. */
export interface WebframeInjection {
  page: WebframePage;
  visitor: { claims: Record<string, unknown>; scopes: readonly string[] };
}

export const DEFAULT_PAGE: WebframePage = { id: 'page_getting_started', path: 'getting-started', title: 'Getting started' };
export const DEFAULT_CLAIMS: Record<string, unknown> = { sub: 'visitor_1', email: 'visitor@example.com' };

/** The manifest's `scopes`, read leniently: a broken or absent list declares none. */
export function scopesOf(manifest: unknown): string[] {
  const scopes = manifest && typeof manifest === 'object' ? (manifest as { scopes?: unknown }).scopes : undefined;
  return Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [];
}

/**
 * The page a webframe is shown on (`state.page`) and the visitor's claims (`state.visitor`), both
 * editable. Claims are offered only when the manifest declares `site:visitor:claims`: without the
 * scope the platform sends none, so the Preview does not either.
 */
export function WebframeContext({ value, onChange }: { value: WebframeInjection; onChange(next: WebframeInjection): void }) {
  const { page, visitor } = value;
  const claimsAllowed = visitor.scopes.includes(VISITOR_CLAIMS_SCOPE);
  const [claimsText, setClaimsText] = useState(() => JSON.stringify(visitor.claims, null, 2));
  const [claimsError, setClaimsError] = useState<string | null>(null);
  const setPage = (key: keyof WebframePage, text: string) => onChange({ ...value, page: { ...page, [key]: text } });
  const applyClaims = () => {
    const parsed = parseJsonObject(claimsText, 'Claims', '{ "sub": "visitor_1" }');
    setClaimsError(parsed.ok ? null : parsed.error);
    if (parsed.ok) onChange({ ...value, visitor: { ...visitor, claims: parsed.value } });
  };
  return (
    <details className="pv-webframe-context">
      <summary>
        <strong>Webframe page and visitor</strong>
      </summary>
      <p className="muted pv-webframe-note">
        Sent to every webframe as <code>state.page</code>
        {claimsAllowed ? (
          <>
            {' '}
            and <code>state.visitor</code>
          </>
        ) : null}
        , over the integration&apos;s own data.
      </p>
      {(['id', 'path', 'title'] as const).map((key) => (
        <label key={key} className="pv-field">
          <span>Page {key}</span>
          <input aria-label={`Page ${key}`} value={page[key]} onChange={(event) => setPage(key, event.target.value)} />
        </label>
      ))}
      {claimsAllowed ? (
        <div className="pv-props pv-claims">
          <label className="pv-field" htmlFor="pv-visitor-claims">
            <span>Visitor claims</span>
          </label>
          <textarea
            id="pv-visitor-claims"
            spellCheck={false}
            aria-invalid={claimsError ? true : undefined}
            value={claimsText}
            onChange={(event) => setClaimsText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                applyClaims();
              }
            }}
          />
          {claimsError ? (
            <div className="pv-props-error" role="alert">
              {claimsError}
            </div>
          ) : null}
          <button type="button" className="btn" title="Apply the claims (Ctrl+Enter)" onClick={applyClaims}>
            Apply claims
          </button>
        </div>
      ) : (
        <p className="muted pv-webframe-note" data-testid="no-visitor-scope">
          No <code>state.visitor</code>: the manifest does not declare the <code>{VISITOR_CLAIMS_SCOPE}</code> scope.
        </p>
      )}
    </details>
  );
}
