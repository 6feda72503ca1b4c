import type { Installation, InstallationStatus } from '../../../../shared/api/installations.ts';

const STATES: InstallationStatus[] = ['pending', 'active', 'paused'];
const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The status state machine with the current state lit, and every transition the installation went through. */
export function History({ installation }: { installation: Installation }) {
  const steps = [...installation.history].reverse();
  return (
    <section className="in-history" aria-label="Status history">
      <div className="in-machine" aria-hidden>
        {STATES.map((state, index) => (
          <span key={state} className="in-machine-step">
            <span className={`in-machine-node${installation.status === state ? ' current' : ''} in-badge-${state}`}>{state}</span>
            {index < STATES.length - 1 ? <span className="in-machine-arrow">⇄</span> : null}
          </span>
        ))}
      </div>
      <p className="in-muted">
        Pending ⇄ active follows the configuration: each edit makes it active exactly when it passes the manifest's section. Paused is the
        studio's own state (no events reach the installation and its public endpoint answers 503); resuming re-validates.
      </p>
      <ol className="in-transitions" data-testid="transitions">
        {steps.map((step, index) => (
          <li key={index}>
            <time>{time(step.at)}</time>
            <span className="in-transition">
              {/* A saved configuration that keeps the status is not a transition: say so rather than "active → active". */}
              {step.from !== null && step.from === step.to ? (
                <>
                  <strong>{step.to}</strong> (unchanged)
                </>
              ) : (
                <>
                  {step.from ?? 'new'} → <strong>{step.to ?? 'deleted'}</strong>
                </>
              )}
            </span>
            <span className="in-reason">{step.reason}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
