import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { checkRoot, type IntegrationError } from '../../../../shared/contentkit/index.ts';
import { EnvProvider, type PreviewEnv, type RenderMode, type SelectOptionItem } from './env.tsx';
import { siteFlagsOf } from './site-flags.tsx';
import { NodeError } from './NodeError.tsx';
import { RenderNode } from './RenderNode.tsx';
import type { NavigationTarget } from './navigation.ts';
import type { Frame, NodeSources, Step } from './timeline.ts';
import type { WebframeInjection } from './WebframeContext.tsx';

interface CanvasProps {
  step: Step;
  busy: boolean;
  dispatch(level: number, action: Record<string, unknown>): void;
  setState(level: number, key: string, value: unknown): void;
  fetchOptions(url: string): Promise<SelectOptionItem[]>;
  publicOrigin: string | null;
  contentOrigin?: string | null;
  /** A webframe's `@webframe.navigate`: a "navigate" entry in the history. */
  navigate?(target: NavigationTarget): void;
  webframe?: WebframeInjection;
  /** Opens an element's source (`vscode://file/…:line:col`); the system handler by default. */
  openSource?(url: string): void;
  /** `site`: drawn as the published site's renderer draws it, with what it leaves out flagged. */
  mode?: RenderMode;
}

type NodeSource = NodeSources[string];

/** The editor link for a source position: VS Code's `vscode://file/<absolute path>:line:column`. */
export function sourceUrl(source: NodeSource): string {
  const path = source.path.replace(/\\/g, '/');
  return `vscode://file${encodeURI(path.startsWith('/') ? path : `/${path}`)}:${source.line}:${source.column}`;
}

export function openWithSystem(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** The rendered component, with the modals it opened stacked over it and the integration's error on top. */
export function Canvas({
  step,
  busy,
  dispatch,
  setState,
  fetchOptions,
  publicOrigin,
  contentOrigin,
  navigate,
  webframe,
  openSource = openWithSystem,
  mode = 'app',
}: CanvasProps) {
  const [root, ...modals] = step.frames;
  return (
    <div className="ck-canvas-stage">
      {step.error ? <IntegrationErrorBox error={step.error} /> : null}
      {step.notice ? (
        <div className="ck-notice" role="status">
          {step.notice}
        </div>
      ) : null}
      {root && root.element !== null ? (
        <FrameView
          frame={root}
          level={0}
          {...{ busy, dispatch, setState, fetchOptions, publicOrigin, contentOrigin, navigate, webframe, openSource, mode }}
        />
      ) : null}
      {modals.map((frame, index) => (
        <div
          key={index}
          className="ck-modal-layer"
          data-testid="modal-layer"
          // On the published site a modal has no close button: a click beside it (on its backdrop) closes it.
          onClick={
            mode === 'site'
              ? (event) => {
                  const element = frame.element as { type?: unknown; returnValue?: unknown } | null;
                  if (element?.type !== 'modal' || (event.target as Element).closest('.ck-modal, .ck-source-bar, .ck-node-menu')) return;
                  const returnValue = element.returnValue ?? {};
                  dispatch(index + 1, { action: '@ui.modal.close', returnValue });
                }
              : undefined
          }
        >
          <FrameView
            frame={frame}
            level={index + 1}
            {...{ busy, dispatch, setState, fetchOptions, publicOrigin, contentOrigin, navigate, webframe, openSource, mode }}
          />
        </div>
      ))}
    </div>
  );
}

function FrameView({
  frame,
  level,
  busy,
  dispatch,
  setState,
  fetchOptions,
  publicOrigin,
  contentOrigin,
  navigate,
  webframe,
  openSource,
  mode,
}: { frame: Frame; level: number } & Omit<CanvasProps, 'step'>) {
  const send = useCallback((action: Record<string, unknown>) => dispatch(level, action), [dispatch, level]);
  const set = useCallback((key: string, value: unknown) => setState(level, key, value), [setState, level]);
  const siteFlags = useMemo(() => (mode === 'site' ? siteFlagsOf(frame.element) : undefined), [mode, frame.element]);
  const env = useMemo<PreviewEnv>(
    () => ({
      state: frame.state,
      setState: set,
      dispatch: send,
      fetchOptions,
      busy,
      publicOrigin,
      contentOrigin,
      navigate,
      webframe,
      sources: frame.sources,
      mode,
      siteFlags,
    }),
    [frame.state, set, send, fetchOptions, busy, publicOrigin, contentOrigin, navigate, webframe, frame.sources, mode, siteFlags],
  );
  const [shown, setShown] = useState<NodeSource | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; source: NodeSource } | null>(null);
  const sourceAt = (event: MouseEvent): NodeSource | null => {
    const path = innermostPath(event, frame.sources ?? {});
    return path === null ? null : (frame.sources?.[path] ?? null);
  };
  const show = (source: NodeSource) => {
    setMenu(null);
    setShown(source);
    openSource?.(sourceUrl(source));
  };
  useEffect(() => {
    if (!menu) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenu(null);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menu]);
  const rootIssues = checkRoot(frame.element);
  return (
    <EnvProvider value={env}>
      {shown ? (
        <div className="ck-source-bar" role="status" data-testid="element-source">
          <span>Source:</span>
          <code>
            {shown.file}:{shown.line}:{shown.column}
          </code>
          <a
            href={sourceUrl(shown)}
            // Opened as a new window, which Electron hands to the system; following the link would navigate the studio.
            onClick={(event) => {
              event.preventDefault();
              openSource?.(sourceUrl(shown));
            }}
          >
            Open in VS Code
          </a>
          <span className="status-spacer" />
          <button type="button" className="btn pv-icon" aria-label="Hide the source" onClick={() => setShown(null)}>
            ×
          </button>
        </div>
      ) : null}
      <div
        className="ck-frame"
        data-component={frame.componentId}
        data-mode={mode}
        // Alt+click names where the element under the pointer was written instead of pressing it.
        onClickCapture={(event) => {
          if (!event.altKey) return;
          const source = sourceAt(event);
          if (!source) return;
          event.preventDefault();
          event.stopPropagation();
          show(source);
        }}
        onContextMenu={(event) => {
          const source = sourceAt(event);
          if (!source) return;
          event.preventDefault();
          setMenu({ x: event.clientX, y: event.clientY, source });
        }}
      >
        {rootIssues.length ? <NodeError issues={rootIssues} /> : null}
        <RenderNode node={frame.element} path="" />
      </div>
      {menu ? (
        <div className="ck-node-menu" role="menu" style={{ left: menu.x, top: menu.y }} onMouseLeave={() => setMenu(null)}>
          <button type="button" role="menuitem" className="btn" autoFocus onClick={() => show(menu.source)}>
            Show source ({menu.source.file}:{menu.source.line})
          </button>
        </div>
      ) : null}
    </EnvProvider>
  );
}

/**
 * The innermost node with a source under the pointer. The event's target is not enough: a pressable
 * card's press button lies over its hint, so the target is the card while the user points at the
 * hint's text. Every element at the point is asked, and the deepest node path wins.
 */
export function innermostPath(event: MouseEvent, sources: NodeSources): string | null {
  const frame = event.currentTarget as Element;
  const hits = [event.target as Element, ...(document.elementsFromPoint?.(event.clientX, event.clientY) ?? [])];
  let best: string | null = null;
  for (const hit of hits) {
    if (!frame.contains(hit)) continue;
    let node = hit.closest?.('[data-ck-path]') ?? null;
    while (node && frame.contains(node)) {
      const path = node.getAttribute('data-ck-path');
      if (path !== null && sources[path]) {
        if (best === null || path.length > best.length) best = path;
        break;
      }
      node = node.parentElement?.closest('[data-ck-path]') ?? null;
    }
  }
  return best;
}

export function IntegrationErrorBox({ error }: { error: IntegrationError }) {
  return (
    <div className="error-box ck-integration-error" role="alert" data-testid="integration-error">
      <strong>{error.status ? `The integration answered ${error.status}` : 'The integration could not be reached'}</strong>
      <div>{error.message}</div>
      {error.stack ? <pre className="ck-stack">{error.stack}</pre> : null}
    </div>
  );
}
