import { useCallback, useMemo } from 'react';
import { checkRoot, type IntegrationError } from '../../../../shared/contentkit/index.ts';
import { EnvProvider, type PreviewEnv, type SelectOptionItem } from './env.tsx';
import { NodeError } from './NodeError.tsx';
import { RenderNode } from './RenderNode.tsx';
import type { NavigationTarget } from './navigation.ts';
import type { Frame, Step } from './timeline.ts';
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
}

/** The rendered component, with the modals it opened stacked over it and the integration's error on top. */
export function Canvas({ step, busy, dispatch, setState, fetchOptions, publicOrigin, contentOrigin, navigate, webframe }: CanvasProps) {
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
          {...{ busy, dispatch, setState, fetchOptions, publicOrigin, contentOrigin, navigate, webframe }}
        />
      ) : null}
      {modals.map((frame, index) => (
        <div key={index} className="ck-modal-layer" data-testid="modal-layer">
          <FrameView
            frame={frame}
            level={index + 1}
            {...{ busy, dispatch, setState, fetchOptions, publicOrigin, contentOrigin, navigate, webframe }}
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
}: { frame: Frame; level: number } & Omit<CanvasProps, 'step'>) {
  const send = useCallback((action: Record<string, unknown>) => dispatch(level, action), [dispatch, level]);
  const set = useCallback((key: string, value: unknown) => setState(level, key, value), [setState, level]);
  const env = useMemo<PreviewEnv>(
    () => ({ state: frame.state, setState: set, dispatch: send, fetchOptions, busy, publicOrigin, contentOrigin, navigate, webframe }),
    [frame.state, set, send, fetchOptions, busy, publicOrigin, contentOrigin, navigate, webframe],
  );
  const rootIssues = checkRoot(frame.element);
  return (
    <EnvProvider value={env}>
      <div className="ck-frame" data-component={frame.componentId}>
        {rootIssues.length ? <NodeError issues={rootIssues} /> : null}
        <RenderNode node={frame.element} path="" />
      </div>
    </EnvProvider>
  );
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
