import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { RenderTheme } from '../../../../shared/api/host.ts';
import type { SelectOptionItem } from './env.tsx';
import { Canvas } from './Canvas.tsx';
import { usePreview, type PreviewTarget } from './usePreview.ts';
import type { WebframeInjection } from './WebframeContext.tsx';

/**
 * The widths a component appears at on the platform. GitBook publishes no figures for them, so
 * these are the studio's choice: a page's content column (48rem, the usual docs column), a
 * phone-sized narrow column, and the configuration screen's dialog.
 */
export const COMPARE_WIDTHS = [
  { id: 'content', label: 'Content column', width: 768 },
  { id: 'narrow', label: 'Narrow', width: 375 },
  { id: 'configuration', label: 'Configuration screen', width: 560 },
] as const;
export const COMPARE_THEMES: readonly RenderTheme[] = ['light', 'dark'];

interface VariantHandle {
  dispatch(level: number, action: Record<string, unknown>): void;
  setState(level: number, key: string, value: unknown): void;
  rerender(label: string): void;
}

interface CompareProps {
  target: PreviewTarget;
  fetchOptions(url: string): Promise<SelectOptionItem[]>;
  publicOrigin: string | null;
  contentOrigin?: string | null;
  webframe?: WebframeInjection;
  /** Bumped to re-render every variant at once (the toolbar's Re-render, R). */
  rerenderSignal: number;
}

/**
 * The component in both themes at each platform width, each its own session and its own render
 * (the theme travels in its render context). A press or an edit in one is played in all of them,
 * so they stay in step; hot reloads reach each session on their own.
 */
export function CompareView({ target, rerenderSignal, ...shared }: CompareProps) {
  const variants = useRef(new Map<string, VariantHandle>());
  const register = useCallback((key: string, handle: VariantHandle | null) => {
    if (handle) variants.current.set(key, handle);
    else variants.current.delete(key);
  }, []);
  const broadcast = useMemo(
    () => ({
      dispatch(origin: string, level: number, action: Record<string, unknown>) {
        // Opening a URL is the user's to confirm once, not once per variant.
        if (action.action === '@ui.url.open') return variants.current.get(origin)?.dispatch(level, action);
        for (const variant of variants.current.values()) variant.dispatch(level, action);
      },
      setState(level: number, key: string, value: unknown) {
        for (const variant of variants.current.values()) variant.setState(level, key, value);
      },
    }),
    [],
  );
  const firstSignal = useRef(rerenderSignal);
  useEffect(() => {
    if (rerenderSignal === firstSignal.current) return;
    for (const variant of variants.current.values()) variant.rerender('re-render');
  }, [rerenderSignal]);

  return (
    <div className="pv-compare" data-testid="compare">
      {COMPARE_WIDTHS.map((width) => (
        <div key={width.id} className="pv-compare-row" aria-label={`${width.label}, ${width.width}px`} role="group">
          {COMPARE_THEMES.map((theme) => (
            <Variant
              key={theme}
              id={`${theme}-${width.id}`}
              theme={theme}
              width={width.width}
              label={`${theme === 'dark' ? 'Dark' : 'Light'} · ${width.label} · ${width.width}px`}
              target={target}
              register={register}
              broadcast={broadcast}
              {...shared}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function Variant({
  id,
  theme,
  width,
  label,
  target,
  register,
  broadcast,
  fetchOptions,
  publicOrigin,
  contentOrigin,
  webframe,
}: {
  id: string;
  theme: RenderTheme;
  width: number;
  label: string;
  target: PreviewTarget;
  register(key: string, handle: VariantHandle | null): void;
  broadcast: {
    dispatch(origin: string, level: number, action: Record<string, unknown>): void;
    setState(level: number, key: string, value: unknown): void;
  };
} & Omit<CompareProps, 'target' | 'rerenderSignal'>) {
  const themed = useMemo<PreviewTarget>(() => ({ ...target, context: { ...target.context, theme } }), [target, theme]);
  const session = usePreview(themed);
  const { dispatch, setState, rerender } = session;
  useEffect(() => {
    register(id, { dispatch, setState, rerender });
    return () => register(id, null);
  }, [id, register, dispatch, setState, rerender]);
  const send = useCallback((level: number, action: Record<string, unknown>) => broadcast.dispatch(id, level, action), [broadcast, id]);

  return (
    <section className="pv-compare-cell" data-testid={`compare-${id}`} data-theme={theme} aria-label={label}>
      <header className="pv-compare-label">
        <span>{label}</span>
        {session.busy ? <span className="muted">Rendering…</span> : null}
        {session.step?.durationMs != null ? <span className="muted">{session.step.durationMs.toFixed(0)} ms</span> : null}
      </header>
      <div className="pv-compare-frame" style={{ width }}>
        {session.step ? (
          <Canvas
            step={session.step}
            busy={session.busy}
            dispatch={send}
            setState={broadcast.setState}
            fetchOptions={fetchOptions}
            publicOrigin={publicOrigin}
            contentOrigin={contentOrigin}
            navigate={session.navigate}
            webframe={webframe}
          />
        ) : (
          <div className="loading">Rendering…</div>
        )}
      </div>
    </section>
  );
}
