import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_KINDS, kindLabel, toggled } from './format.ts';

/** What the closed picker says: every kind, the one picked, or how many. */
export function kindSummary(kinds: readonly string[]): string {
  if (kinds.length === 0) return 'All kinds';
  if (kinds.length === 1) return `${kindLabel(kinds[0]!)} (${kinds[0]})`;
  return `${kinds.length} kinds`;
}

/**
 * Several record kinds at once (e.g. deliveries and attempts): a button opening a list of checkboxes.
 * Escape or a click outside closes it; an empty choice means every kind.
 */
export function KindPicker({ kinds, onChange }: { kinds: readonly string[]; onChange(kinds: string[]): void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const picked = new Set(kinds);
  const toggle = (kind: string) => onChange(toggled(kinds, kind, FILTER_KINDS));
  return (
    <div
      className="insp-kinds"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="btn insp-kinds-button"
        aria-label={`Kind: ${kindSummary(kinds)}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {kindSummary(kinds)} <ChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <div className="insp-kinds-list" id={listId} role="group" aria-label="Kinds to show">
          <label className="insp-kind-option">
            <input type="checkbox" checked={kinds.length === 0} onChange={() => onChange([])} autoFocus />
            All kinds
          </label>
          {FILTER_KINDS.map((kind) => (
            <label key={kind} className="insp-kind-option">
              <input type="checkbox" checked={picked.has(kind)} onChange={() => toggle(kind)} />
              {kindLabel(kind)} <span className="muted">({kind})</span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
