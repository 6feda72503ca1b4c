import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RenderContext } from '../../../../shared/api/host.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { unfurlAction } from '../../../../shared/contentkit/index.ts';
import { performAction, renderFrame, type ActionDeps } from './actions.ts';
import { openLocalQuestion } from '../../../../shared/security/open-urls.ts';
import { navigationStep, type NavigationTarget } from './navigation.ts';
import { currentStep, editState, emptyTimeline, patchStep, pushStep, travel, travelTo, type Step, type Timeline } from './timeline.ts';
import { useErrorLog } from './useErrorLog.ts';

export interface PreviewTarget {
  componentId: string;
  props: Record<string, unknown>;
  context: RenderContext;
  /** Render as this installation (its configuration and environment); absent: the host's development one. */
  installationId?: string;
  /** A pasted link: the first render sends `@link.unfurl` with it, as the editor does; `nonce` tells two pastes apart. */
  unfurl?: { url: string; nonce: number };
  /** The state the first render of this component starts from (what it had before a reload); absent: none. */
  initialState?: Record<string, unknown>;
  /** Bumped to render afresh from `initialState` even when the component is already shown (a pasted or linked state). */
  restart?: number;
}

/**
 * Opens a URL as the platform would: a new tab in a browser; in Electron, the system browser after a
 * confirmation. An address on this machine or its private network is asked about first, naming it:
 * here in a browser, by the desktop app's own dialog in Electron (electron/main/window-policy.ts).
 */
export function openUrlFor(transport: 'electron' | 'browser'): ActionDeps['openUrl'] {
  return async (url, local) => {
    if (transport === 'electron') {
      // The main process routes window.open of http(s) to the system browser, and asks about a local address itself.
      if (local !== null) return (window.open(url, '_blank', 'noopener,noreferrer'), 'handed');
      if (!window.confirm(`Open ${url} in your browser?`)) return 'cancelled';
    } else if (local !== null && !window.confirm(openLocalQuestion(url, local))) return 'cancelled';
    window.open(url, '_blank', 'noopener,noreferrer');
    return 'opened';
  };
}

/**
 * The preview's session: a timeline of steps (each a full snapshot of the canvas), the actions
 * that add to it, time travel, and re-render on hot reload keeping props and state.
 */
export function usePreview(target: PreviewTarget | null) {
  const { client, transport } = useStudio();
  const [timeline, setTimeline] = useState<Timeline>(emptyTimeline);
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  // Actions read the newest timeline, not the one their callback closed over.
  const latest = useRef(timeline);
  useLayoutEffect(() => {
    latest.current = timeline;
  }, [timeline]);
  const context = target?.context;
  const installationId = target?.installationId;

  const deps = useMemo<ActionDeps>(
    () => ({
      render: (call) =>
        client.call('host.render', {
          ...call,
          context: context ?? { type: 'document', editable: true },
          ...(installationId ? { installationId } : {}),
        }),
      openUrl: openUrlFor(transport),
    }),
    [client, transport, context, installationId],
  );

  const errorLogSince = useErrorLog();
  const run = useCallback(
    async (produce: () => Promise<Step | null>, fresh = false) => {
      setBusy(true);
      setInfo(null);
      const startedAt = Date.now();
      try {
        const step = await produce();
        if (!step) {
          setInfo('The component answered nothing: state and view are unchanged.');
          return;
        }
        setTimeline((t) => pushStep(fresh ? emptyTimeline : t, step));
        if (step.error && step.error.status >= 500 && !step.error.stack) {
          void errorLogSince(startedAt).then((logged) => {
            if (logged) setTimeline((t) => patchStep(t, step.id, (s) => (s.error ? { ...s, error: { ...s.error, stack: logged } } : s)));
          });
        }
      } finally {
        setBusy(false);
      }
    },
    [errorLogSince],
  );

  /** Re-renders the root with the current (or given) props and its current state, keeping open modals. */
  const rerender = useCallback(
    (label: string, props?: Record<string, unknown>) => {
      const step = currentStep(latest.current);
      const root = step?.frames[0];
      if (!target) return;
      if (!root || root.componentId !== target.componentId) {
        void run(
          () =>
            renderFrame(
              { componentId: target.componentId, props: props ?? target.props, state: target.initialState ?? {} },
              'render',
              deps,
            ),
          true,
        );
        return;
      }
      void run(() => renderFrame({ ...root, props: props ?? root.props }, label, deps, step.frames.slice(1)));
    },
    [target, deps, run],
  );

  const unfurlKey = target?.unfurl ? `${target.unfurl.nonce} ${target.unfurl.url}` : '';
  const restartKey = String(target?.restart ?? 0);
  const targetKey = target
    ? `${target.componentId}\n${JSON.stringify(target.context)}\n${target.installationId ?? ''}\n${unfurlKey}\n${restartKey}`
    : null;
  const firstRenderOf = useRef<string | null>(null);
  useEffect(() => {
    if (!target || targetKey === firstRenderOf.current) return;
    const previous = firstRenderOf.current?.split('\n');
    const sameComponent = previous?.[0] === target.componentId && previous[3] === unfurlKey && previous[4] === restartKey;
    firstRenderOf.current = targetKey;
    const action = target.unfurl ? unfurlAction(target.unfurl.url) : undefined;
    const label = action ? 'link unfurl' : 'render';
    // Another context or installation re-renders the same component with its state; another component (or a pasted link) starts afresh.
    if (sameComponent) rerender('context');
    else
      void run(
        () =>
          renderFrame({ componentId: target.componentId, props: target.props, state: target.initialState ?? {} }, label, deps, [], action),
        true,
      );
  }, [targetKey, unfurlKey, restartKey, target, deps, run, rerender]);

  /** Replaces the state of frame `level` (the root, or an open modal) and renders that frame with it. */
  const applyState = useCallback(
    (level: number, state: Record<string, unknown>) => {
      const step = currentStep(latest.current);
      const frame = step?.frames[level];
      if (!step || !frame) return;
      void run(async () => {
        const rendered = await renderFrame({ ...frame, state }, 'state edited', deps, step.frames.slice(level + 1));
        return { ...rendered, frames: [...step.frames.slice(0, level), ...rendered.frames] };
      });
    },
    [deps, run],
  );

  const lastReload = useRef<number | null>(null);
  useEffect(() => {
    client.call('host.status').then(
      (status) => (lastReload.current ??= status.lastReloadAt),
      () => {},
    );
  }, [client]);
  useTopic('host.status', (status) => {
    if (status.state !== 'ready' || status.lastReloadAt === null) return;
    if (lastReload.current !== null && status.lastReloadAt <= lastReload.current) return;
    const first = lastReload.current === null;
    lastReload.current = status.lastReloadAt;
    if (!latest.current.steps.length) return;
    // The first ready only matters when the canvas could not reach the host before it.
    if (!first) rerender('hot reload');
    else if (currentStep(latest.current)?.error?.status === 0) rerender('host ready');
  });

  const dispatch = useCallback(
    (level: number, action: Record<string, unknown>) => {
      const step = currentStep(latest.current);
      if (!step || busy) return;
      void run(() => performAction(step, level, action, deps));
    },
    [deps, run, busy],
  );

  return {
    timeline,
    step: currentStep(timeline),
    busy,
    info,
    dispatch,
    rerender,
    applyState,
    setState: useCallback((level: number, key: string, value: unknown) => setTimeline((t) => editState(t, level, key, value)), []),
    back: useCallback(() => setTimeline((t) => travel(t, -1)), []),
    forward: useCallback(() => setTimeline((t) => travel(t, 1)), []),
    travelTo: useCallback((cursor: number) => setTimeline((t) => travelTo(t, cursor)), []),
    navigate: useCallback(
      (target: NavigationTarget) =>
        setTimeline((t) => {
          const from = currentStep(t);
          return from ? pushStep(t, navigationStep(from, target)) : t;
        }),
      [],
    ),
  };
}
export type PreviewSession = ReturnType<typeof usePreview>;
