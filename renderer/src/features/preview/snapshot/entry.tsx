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
  /** `site`: drawn as the published site draws it (`render --mode site`). */
  mode?: 'app' | 'site';
}

declare global {
  interface Window {
    /** Draws one tree and resolves once it is on the page (the command line then takes the screenshot). */
    __DRAW_SNAPSHOT__?(snapshot: Snapshot): Promise<void>;
    /** Compares two PNGs for `test --png` image snapshots (decoded here: no PNG library on the Node side). */
    __COMPARE_PNGS__?: typeof comparePngs;
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
        mode={snapshot.mode ?? 'app'}
      />
    </div>,
  );
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
};

/** Both images decoded, compared pixel by pixel, and the diff drawn: differing pixels red over a faded `actual` (base64 PNG). */
async function comparePngs({ expected, actual, threshold }: { expected: string; actual: string; threshold: number }) {
  const decode = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  };
  const [a, b] = await Promise.all([decode(expected), decode(actual)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pixels = (image: ImageBitmap) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, width, height).data;
  };
  const pa = pixels(a);
  const pb = pixels(b);
  const out = new OffscreenCanvas(width, height);
  const context = out.getContext('2d')!;
  const diff = context.createImageData(width, height);
  let differing = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const off =
      Math.abs(pa[i]! - pb[i]!) > threshold ||
      Math.abs(pa[i + 1]! - pb[i + 1]!) > threshold ||
      Math.abs(pa[i + 2]! - pb[i + 2]!) > threshold ||
      Math.abs(pa[i + 3]! - pb[i + 3]!) > threshold;
    if (off) differing++;
    const grey = 255 - (255 - (pb[i]! + pb[i + 1]! + pb[i + 2]!) / 3) * 0.3;
    diff.data.set(off ? [230, 30, 30, 255] : [grey, grey, grey, 255], i);
  }
  context.putImageData(diff, 0, 0);
  const blob = await out.convertToBlob({ type: 'image/png' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { sameSize: a.width === b.width && a.height === b.height, differing, total: width * height, diff: btoa(binary) };
}

window.__COMPARE_PNGS__ = comparePngs;
