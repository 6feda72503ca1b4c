import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { joinPath, type ElementOf } from '../../../../../shared/contentkit/index.ts';
import { useEnv } from '../env.tsx';
import { CkIcon } from '../icons.tsx';
import { ChildNode, InlineNodes, Nodes } from './children.tsx';

type P = { path: string };

export function Block({ element, path }: { element: ElementOf<'block'> } & P) {
  const { dispatch, busy } = useEnv();
  return (
    <section className="ck-block" data-ck="block">
      {element.controls?.length ? (
        <div className="ck-block-controls" role="toolbar" aria-label="Block controls">
          {element.controls.map((entry, index) => {
            // A nested array is a group of controls (a submenu on the platform): shown together, set apart.
            const group = Array.isArray(entry) ? entry : [entry];
            const buttons = group.map((control, inner) => (
              <button key={inner} type="button" className="ck-control" disabled={busy} onClick={() => dispatch(control.onPress)}>
                {control.icon ? <CkIcon name={control.icon} size={13} /> : null}
                {control.label}
              </button>
            ));
            return Array.isArray(entry) ? (
              <span key={index} role="group" className="ck-control-group">
                {buttons}
              </span>
            ) : (
              <span key={index}>{buttons}</span>
            );
          })}
        </div>
      ) : null}
      <Nodes nodes={element.children} path={joinPath(path, 'children')} />
    </section>
  );
}

/**
 * A modal's width for each `size` the API description accepts. The platform's public renderer
 * (GitbookIO/gitbook, packages/react-contentkit ElementModal) ignores `size` and publishes no figures,
 * so these are the studio's choice; a modal never grows past its canvas, and fullscreen spans it.
 */
export const MODAL_WIDTHS = { medium: 560, xlarge: 960, fullscreen: null } as const;
export const SITE_MODAL_WIDTH = 768;

export function Modal({ element, path }: { element: ElementOf<'modal'> } & P) {
  const { dispatch, mode } = useEnv();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => dispatch({ action: '@ui.modal.close', returnValue: element.returnValue ?? {} });
  const size = element.size ?? 'medium';
  // The published site's modal has one width whatever its size (`.contentkit-modal`: `max-w-[768px]`).
  const width = mode === 'site' ? SITE_MODAL_WIDTH : size in MODAL_WIDTHS ? MODAL_WIDTHS[size] : MODAL_WIDTHS.medium;
  // A modal opened from the canvas takes the focus, so Escape closes it at once; one re-shown by
  // stepping through the history leaves the focus where the user is.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.ck-canvas-stage')) dialog.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Only the innermost modal closes: a modal opened from this one sits in a later layer, not inside it.
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  return (
    <div
      ref={dialog}
      tabIndex={-1}
      className={`ck-modal ck-modal-${size}`}
      style={{ width: width ?? '100%', maxWidth: '100%' }}
      role="dialog"
      aria-modal="true"
      aria-label={element.title ?? 'Modal'}
      aria-keyshortcuts="Escape"
      data-ck="modal"
      onKeyDown={onKeyDown}
    >
      <header className="ck-modal-header">
        <div>
          {element.title ? <h3>{element.title}</h3> : null}
          {element.subtitle ? (
            <p className="muted">
              <InlineNodes content={element.subtitle} path={joinPath(path, 'subtitle')} />
            </p>
          ) : null}
        </div>
        {/* The site's modal has no close button (a click beside it closes it); Esc still closes it here. */}
        {mode === 'site' ? null : (
          <button type="button" className="ck-icon-button" aria-label="Close modal" title="Close (Esc)" onClick={close}>
            <X size={16} aria-hidden />
          </button>
        )}
      </header>
      <div className="ck-modal-body">
        <Nodes nodes={element.children} path={joinPath(path, 'children')} />
      </div>
      {element.submit ? (
        <footer className="ck-modal-footer">
          <ChildNode node={element.submit} path={joinPath(path, 'submit')} />
        </footer>
      ) : null}
    </div>
  );
}

export function Configuration({ element, path }: { element: ElementOf<'configuration'> } & P) {
  return (
    <form className="ck-configuration" data-ck="configuration" onSubmit={(event) => event.preventDefault()}>
      <Nodes nodes={element.children} path={joinPath(path, 'children')} />
    </form>
  );
}

export function Stack({ element, path }: { element: ElementOf<'hstack'> | ElementOf<'vstack'> } & P) {
  return (
    <div className={`ck-${element.type} ck-align-${element.align ?? 'start'}`} data-ck={element.type}>
      <Nodes nodes={element.children} path={joinPath(path, 'children')} />
    </div>
  );
}

export function Box({ element, path }: { element: ElementOf<'box'> } & P) {
  return (
    <div className="ck-box" data-ck="box" style={element.grow !== undefined ? { flexGrow: element.grow } : undefined}>
      <Nodes nodes={element.children} path={joinPath(path, 'children')} />
    </div>
  );
}

export function Divider({ element }: { element: ElementOf<'divider'> }) {
  return <hr className={`ck-divider ck-divider-${element.size ?? 'medium'}`} data-ck="divider" />;
}

/**
 * The platform draws a card's image icon in a square of this many pixels, whatever the image's own size:
 * its ContentKit renderer (GitbookIO/gitbook, packages/react-contentkit) draws the icon as an image
 * whose class is sized `w-4 h-4 object-cover` (1rem, 16 px) in the published site's contentkit.css.
 */
export const CARD_ICON_SIZE = 16;

export function Card({ element, path }: { element: ElementOf<'card'> } & P) {
  const { dispatch, busy } = useEnv();
  const onPress = element.onPress;
  const header = (
    <div className="ck-card-header">
      {typeof element.icon === 'string' ? <CkIcon name={element.icon} size={18} className="ck-card-icon" /> : null}
      {element.icon && typeof element.icon === 'object' ? (
        // The platform shows a card's image icon at its icon size, whatever the image's own size.
        <span className="ck-card-icon-image" data-testid="ck-card-icon-image" style={{ width: CARD_ICON_SIZE, height: CARD_ICON_SIZE }}>
          <ChildNode node={element.icon} path={joinPath(path, 'icon')} />
        </span>
      ) : null}
      <div className="ck-card-titles">
        {element.title ? <strong className="ck-card-title">{element.title}</strong> : null}
        {element.hint ? (
          <span className="ck-card-hint muted">
            <InlineNodes content={element.hint} path={joinPath(path, 'hint')} />
          </span>
        ) : null}
      </div>
      {element.buttons?.length ? (
        <div className="ck-card-buttons" onClick={(event) => event.stopPropagation()}>
          <Nodes nodes={element.buttons} path={joinPath(path, 'buttons')} />
        </div>
      ) : null}
    </div>
  );
  return (
    <div className={`ck-card${onPress ? ' ck-pressable' : ''}`} data-ck="card">
      {onPress ? (
        <button
          type="button"
          className="ck-card-press"
          aria-label={element.title ?? 'Card'}
          disabled={busy}
          onClick={() => dispatch(onPress)}
        />
      ) : null}
      {header}
      {element.children?.length ? (
        <div className="ck-card-body">
          <Nodes nodes={element.children} path={joinPath(path, 'children')} />
        </div>
      ) : null}
    </div>
  );
}

export function Stepper({ element, path }: { element: ElementOf<'stepper'> } & P) {
  const steps = element.children;
  const activeIndex =
    typeof element.activeStep === 'number'
      ? element.activeStep
      : Math.max(
          0,
          steps.findIndex((step) => (step as { id?: unknown }).id === element.activeStep),
        );
  return (
    <div className="ck-stepper" data-ck="stepper">
      <ol className="ck-stepper-track">
        {steps.map((step, index) => (
          <li
            key={index}
            className={index === activeIndex ? 'active' : index < activeIndex ? 'done' : ''}
            aria-current={index === activeIndex ? 'step' : undefined}
          >
            <span className="ck-step-number">{index + 1}</span>
            {(step as { title?: unknown }).title ? String((step as { title?: unknown }).title) : `Step ${index + 1}`}
          </li>
        ))}
      </ol>
      {steps[activeIndex] !== undefined ? (
        <ChildNode node={steps[activeIndex]} path={joinPath(joinPath(path, 'children'), activeIndex)} />
      ) : null}
    </div>
  );
}

export function Step({ element, path }: { element: ElementOf<'step'> } & P) {
  return (
    <div className="ck-step" data-ck="step">
      <Nodes nodes={element.children} path={joinPath(path, 'children')} />
    </div>
  );
}
