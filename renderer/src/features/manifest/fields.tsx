import { Plus, type LucideIcon } from 'lucide-react';
import { createContext, use, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';

/**
 * Fields that hold a typed value not yet written to the text (`live={false}` until blur or Enter)
 * register a commit here, so a save writes exactly what the user sees.
 */
export const PendingEdits = createContext<Set<() => void> | null>(null);

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

/** A labelled form row; `hint` says what the field is for or what it accepts. */
export function Field({
  label,
  hint,
  children,
  id,
  aside,
}: {
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  id: string;
  aside?: ReactNode;
}) {
  return (
    <div className="mf-field">
      {aside ? (
        <div className="mf-label-row">
          <label htmlFor={id}>{label}</label>
          {aside}
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children}
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
   * `live` writes every keystroke to the text (the YAML follows as you type); otherwise the value is
   * written on blur or Enter, for edits that only make sense whole (a rename, a number, a list).
   */
  live?: boolean;
  /** The platform's length limit for this field, shown beside its label. */
  limit?: LengthLimit;
  onCommit(value: string): void;
}

export function TextField({ label, value, hint, multiline, placeholder, live = true, limit, onCommit }: TextFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = live || draft === null ? value : draft;
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
  const props = {
    id,
    value: shown,
    placeholder,
    onChange: (event: { target: { value: string } }) => (live ? onCommit(event.target.value) : setDraft(event.target.value)),
    onBlur: live ? undefined : commit,
  };
  return (
    <Field label={label} hint={hint} id={id} aside={limit && <LimitCounter value={shown} limit={limit} />}>
      {multiline ? (
        <textarea {...props} rows={3} />
      ) : (
        <input
          {...props}
          onKeyDown={(event) => {
            if (!live && event.key === 'Enter') commit();
            if (!live && event.key === 'Escape') setDraft(null);
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
