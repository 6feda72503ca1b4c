import { useEffect, useId, useRef } from 'react';

export interface ConfirmSpec {
  title: string;
  text: string;
  confirm: string;
  style?: 'primary' | 'danger';
}

/** The platform asks before a button with `confirm` runs its action; so does the preview. */
export function ConfirmDialog({ spec, onConfirm, onCancel }: { spec: ConfirmSpec; onConfirm(): void; onCancel(): void }) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className="ck-confirm-backdrop" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <div className="ck-confirm" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h4 id={titleId}>{spec.title}</h4>
        <p>{spec.text}</p>
        <div className="ck-confirm-actions">
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button ref={confirmRef} type="button" className={`btn ${spec.style ?? 'primary'}`} onClick={onConfirm}>
            {spec.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
