import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** What Tab reaches inside `root`, in order: of a radio group only its checked member (as browsers do). */
export function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.closest('[hidden], [inert]')) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && element.name) {
      const group = root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`);
      return ![...group].some((radio) => radio.checked);
    }
    return true;
  });
}

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the page behind is inert (no
 * click, no focus, no Enter reaches it), Tab and Shift+Tab cycle inside (the browser would otherwise
 * step out to its own chrome and back), Escape and a click beside the panel close it, and the focus
 * goes back to what had it before. `overlayClass` places the panel, `className` is the panel itself
 * (without it, the children are the panel).
 */
export function Modal({
  label,
  labelledBy,
  role,
  overlayClass = 'overlay',
  className,
  onClose,
  children,
}: {
  label?: string;
  labelledBy?: string;
  role?: 'alertdialog';
  overlayClass?: string;
  className?: string;
  onClose(): void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read while rendering, before a child's autoFocus moves the focus into the dialog.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useLayoutEffect(() => {
    const node = dialog.current!;
    // A child's autoFocus ran first; showModal() would move the focus to the first control instead.
    const wanted = node.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    if (!node.open) node.showModal();
    (wanted ?? tabbables(node)[0] ?? node).focus();
    return () => {
      // Out of the top layer first: while the dialog is modal, the opener is inert and refuses the focus.
      if (node.open) node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const order = tabbables(event.currentTarget);
    if (order.length === 0) return event.preventDefault();
    const at = order.indexOf(document.activeElement as HTMLElement);
    const edge = event.shiftKey ? at <= 0 : at === order.length - 1 || at === -1;
    if (!edge) return;
    event.preventDefault();
    order[event.shiftKey ? order.length - 1 : 0]!.focus();
  };

  return (
    <dialog
      ref={dialog}
      className={`modal ${overlayClass}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      role={role}
      onKeyDown={onKeyDown}
      // The browser's own Escape handling (when the key never reached our handler): close through React.
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
    >
      {className ? <div className={className}>{children}</div> : children}
    </dialog>
  );
}
