import { AlertTriangle, CircleCheck, CircleX } from 'lucide-react';
import type { Diagnostic } from '../../../../shared/api/manifest.ts';
import { countBySeverity } from './diagnostics.ts';
import { quickFixOf } from './quick-fix.ts';

interface Props {
  diagnostics: readonly Diagnostic[];
  /** Set when the validator could not be reached; the list may then be stale. */
  validatorError: string | null;
  selected: Diagnostic | null;
  onSelect(diagnostic: Diagnostic): void;
  /** Applies the finding's did-you-mean (the same edit as the editor's quick fix). */
  onFix?(diagnostic: Diagnostic): void;
}

/** The validator's findings in reading order; a click (or Enter) moves the editor's cursor there. */
export function ProblemsList({ diagnostics, validatorError, selected, onSelect, onFix }: Props) {
  const { errors, warnings } = countBySeverity(diagnostics);
  return (
    <div className="mf-problems">
      <div className="mf-problems-head">
        <strong>Problems</strong>
        <span className="muted" data-testid="manifest-problem-count">
          {errors} {errors === 1 ? 'error' : 'errors'}, {warnings} {warnings === 1 ? 'warning' : 'warnings'}
        </span>
        <span className="muted mf-problems-keys">F8 next · Shift+F8 previous</span>
      </div>
      {validatorError && (
        <div className="error-box mf-inline-error" role="alert">
          The validator did not answer: {validatorError}
        </div>
      )}
      {diagnostics.length === 0 ? (
        <div className="mf-no-problems">
          <CircleCheck size={14} aria-hidden /> No problems in the manifest.
        </div>
      ) : (
        <ul role="listbox" aria-label="Problems">
          {diagnostics.map((d, index) => (
            <li
              key={`${d.line}:${d.column}:${d.code}:${index}`}
              role="option"
              aria-selected={d === selected}
              tabIndex={0}
              className={`mf-problem${d === selected ? ' selected' : ''}`}
              onClick={() => onSelect(d)}
              onKeyDown={(event) => event.key === 'Enter' && onSelect(d)}
            >
              {d.severity === 'error' ? (
                <CircleX size={14} className="mf-error-icon" aria-label="error" />
              ) : (
                <AlertTriangle size={14} className="mf-warn-icon" aria-label="warning" />
              )}
              <code className="mf-code">{d.code}</code>
              <span className="mf-message" title={d.message}>
                {d.message}
              </span>
              {onFix && quickFixOf(d) ? (
                <button
                  type="button"
                  className="btn mf-fix"
                  onClick={(event) => {
                    event.stopPropagation();
                    onFix(d);
                  }}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  Fix: <code>{quickFixOf(d)!.replacement}</code>
                </button>
              ) : null}
              <span className="muted mf-where">
                {d.line}:{d.column}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
