import { createRoot } from 'react-dom/client';
import '../../../styles.css';
import '../preview.css';
import { Canvas } from '../Canvas.tsx';
import type { Step } from '../timeline.ts';

/** What the command line hands the page: one answered frame, and the theme it is drawn in. */
interface Snapshot {
  componentId: string;
  props: Record<string, unknown>;
  state: Record<string, unknown>;
  element: unknown;
  theme: 'light' | 'dark';
}

declare global {
  interface Window {
    /** Draws one tree and resolves once it is on the page (the command line then takes the screenshot). */
    __DRAW_SNAPSHOT__?(snapshot: Snapshot): Promise<void>;
  }
}

/**
 * `render --png`: the same Canvas the Preview draws, on a page of its own with nothing to press.
 * The tree is the integration's answer, so it is drawn exactly as the Preview would draw it, error
 * boxes included. The page loads before the answer exists (while the integration starts), then draws.
 */
const root = createRoot(document.getElementById('root')!);
window.__DRAW_SNAPSHOT__ = (snapshot) => {
  document.documentElement.dataset.theme = snapshot.theme;
  const step: Step = {
    id: 1,
    label: 'render',
    action: null,
    frames: [{ componentId: snapshot.componentId, props: snapshot.props, state: snapshot.state, element: snapshot.element }],
    status: 200,
    durationMs: null,
    error: null,
    notice: null,
  };
  root.render(
    <div className="pv-canvas pv-snapshot" data-theme={snapshot.theme}>
      <Canvas
        step={step}
        busy={false}
        dispatch={() => {}}
        setState={() => {}}
        fetchOptions={async () => []}
        publicOrigin={null}
        contentOrigin={null}
        openSource={() => {}}
      />
    </div>,
  );
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
};
