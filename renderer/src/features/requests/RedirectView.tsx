import { CornerDownRight, ExternalLink } from 'lucide-react';
import type { Redirect } from './redirect.ts';

/** A redirect said plainly, where the empty body would be: where it goes, and Follow when the composer may. */
export function RedirectView({ redirect, onFollow, busy }: { redirect: Redirect; onFollow(path: string): void; busy: boolean }) {
  return (
    <div className="rq-redirect" role="status" data-testid="redirect">
      <CornerDownRight size={16} aria-hidden />
      <span>
        Redirects to <code data-testid="redirect-location">{redirect.url ?? redirect.location}</code>
      </span>
      {redirect.kind === 'follow' && (
        <button type="button" className="btn primary" disabled={busy} onClick={() => onFollow(redirect.path)}>
          Follow
        </button>
      )}
      {redirect.kind === 'open' && (
        <a className="btn" href={redirect.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={12} aria-hidden /> Open in browser
        </a>
      )}
      {redirect.kind === 'shown' && <span className="muted">Not followed: {redirect.why}.</span>}
      {redirect.kind === 'open' && <span className="muted">Outside the installation&apos;s endpoint: the studio does not follow it.</span>}
    </div>
  );
}
