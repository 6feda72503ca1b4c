import { Plus, type LucideIcon } from 'lucide-react';
import { createContext, use, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';

import type { Diagnostic } from '../../../../shared/api/manifest.ts';

/**
 * Fields that hold a typed value not yet written to the text (a rename until blur or Enter, a
 * value until typing pauses, an emptied field until blur) register a commit here, so a save
 * writes exactly what the user sees.
 */
export const PendingEdits = createContext<Set<() => void> | null>(null);

/** The validator's findings for the text the form shows: a field with a `path` shows its own under it. */
export const FieldProblems = createContext<readonly Diagnostic[]>([]);

/** A value typed in a `pause` field is written this long after the last keystroke: Problems follow the typing, not the blur. */
export const COMMIT_PAUSE_MS = 300;

/** A length limit of the platform's CLI (`LIMITS` in shared/manifest/schema.ts), shown beside the field. */
export interface LengthLimit {
  min?: number;
  max: number;
}

/** `12 / 40`, marked when the value is past the limit: the platform refuses it at publish. */
function LimitCounter({ value, limit }: { value: string; limit: LengthLimit }) {
  const length = [...value].length;
  const outside = length > limit.max || (limit.min !== undefined && length > 0 && length < limit.min);
  const said = limit.min !== undefined ? `${limit.min}–${limit.max} characters` : `at most ${limit.max} characters`;
  return (
    <span
      className={`mf-limit${outside ? ' mf-limit-over' : ''}`}
      title={`The platform accepts ${said}`}
      aria-label={`${length} of ${said}`}
    >
      {length} / {limit.max}
    </span>
  );
}

/** The first finding at `path` (a JSON pointer), or null. */
export function useFieldProblem(path: string | undefined): Diagnostic | null {
  const problems = use(FieldProblems);
  return path === undefined ? null : (problems.find((d) => d.path === path) ?? null);
}

/** A labelled form row; `hint` says what the field is for or what it accepts; `problem` is the validator's finding on it. */
export function Field({
  label,
  hint,
  children,
  id,
  aside,
  problem,
}: {
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  id: string;
  aside?: ReactNode;
  problem?: Diagnostic | null;
}) {
  return (
    <div className={`mf-field${problem ? ` mf-field-${problem.severity}` : ''}`}>
      {aside ? (
        <div className="mf-label-row">
          <label htmlFor={id}>{label}</label>
          {aside}
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children}
      {problem && (
        <div className="mf-field-problem" id={`${id}-problem`} data-testid="field-problem">
          {problem.message}
        </div>
      )}
      {hint && <div className="mf-hint">{hint}</div>}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
  /**
   * When what is typed reaches the text. `live` (default): every keystroke, so the YAML follows as
   * you type. `pause`: once typing pauses, for values that are read whole (a number, a list) and
   * would churn the text at every keystroke. `blur`: on blur or Enter only, for a rename (the
   * field is keyed by the name, so writing mid-typing would move the focus away). In every mode an
   * emptied field waits for the blur, so retyping keeps the key in its place.
   */
  commit?: 'live' | 'pause' | 'blur';
  /** The platform's length limit for this field, shown beside its label. */
  limit?: LengthLimit;
  /** The JSON pointer of the value (`/configurations/space/properties/a/default`): the field shows the validator's finding there. */
  path?: string;
  onCommit(value: string): void;
}

export function TextField({ label, value, hint, multiline, placeholder, commit: mode = 'live', limit, path, onCommit }: TextFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  const pending = use(PendingEdits);
  const flush = useEffectEvent(commit);
  const holding = draft !== null;
  useEffect(() => {
    if (!holding || !pending) return;
    const entry = () => flush();
    pending.add(entry);
    return () => void pending.delete(entry);
  }, [holding, pending]);
  // A paused field writes its draft once the keystrokes stop (each keystroke restarts the wait).
  useEffect(() => {
    if (mode !== 'pause' || draft === null || draft === '') return;
    const timer = setTimeout(() => flush(), COMMIT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [mode, draft]);
  const problem = useFieldProblem(path);
  const props = {
    id,
    value: shown,
    placeholder,
    'aria-invalid': problem?.severity === 'error' ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      if (mode === 'live' && next !== '') {
        setDraft(null);
        onCommit(next);
      } else setDraft(next);
    },
    onBlur: commit,
  };
  return (
    <Field label={label} hint={hint} id={id} problem={problem} aside={limit && <LimitCounter value={shown} limit={limit} />}>
      {multiline ? (
        <textarea {...props} rows={3} />
      ) : (
        <input
          {...props}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (mode !== 'live' && event.key === 'Escape') setDraft(null);
          }}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  value,
  options,
  hint,
  onCommit,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  onCommit(value: string): void;
}) {
  const id = useId();
  return (
    <Field label={label} hint={hint} id={id}>
      <select id={id} value={value} onChange={(event) => onCommit(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="mf-section" aria-label={title}>
      <header>
        <h3>{title}</h3>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** A value read from YAML as a string for an input (numbers and booleans shown as written). */
export function str(value: unknown): string {
  return value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A small button with only an icon (remove, move up…): `label` is what it is called, `title` its tooltip. */
export function IconButton({
  icon: Icon,
  label,
  title,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button type="button" className="btn mf-icon-btn" aria-label={label} title={title} disabled={disabled} onClick={onClick}>
      <Icon size={14} aria-hidden />
    </button>
  );
}

/** The "+ Add …" button of a section or list. */
export function AddButton({
  children,
  label,
  disabled,
  onClick,
}: {
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button type="button" className="btn mf-small" aria-label={label} disabled={disabled} onClick={onClick}>
      <Plus size={14} aria-hidden /> {children}
    </button>
  );
}
