import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { launchHeadlessChromium } from '../../lib/headless-chromium.ts';
import { ROOT } from '../../lib/paths.ts';

/** The page `render --png` draws a tree on: the Preview's own Canvas (renderer/src/features/preview/snapshot). */
const ENTRY = join(ROOT, 'renderer', 'src', 'features', 'preview', 'snapshot', 'entry.tsx');

export interface SnapshotInput {
  componentId: string;
  props: Record<string, unknown>;
  state: Record<string, unknown>;
  element: unknown;
  theme: 'light' | 'dark';
  /** `site`: drawn as the published site draws it, with what it leaves out flagged (default `app`). */
  mode?: 'app' | 'site';
  /** CSS pixels; the PNG is this many pixels wide. */
  width: number;
}

interface PageBundle {
  js: string;
  css: string;
}

/**
 * The user's cache, not the shared temporary folder: a bundle another user could plant there would
 * run in the page. Kept per studio install (ROOT's hash) so two checkouts never mix bundles.
 */
function cacheDir() {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'integration-studio', `snapshot-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
}

/** Every file the bundle was made from, with its modification time: a change to any rebuilds it. */
type Inputs = Record<string, number>;

async function unchanged(inputs: Inputs): Promise<boolean> {
  const checks = await Promise.all(
    Object.entries(inputs).map(async ([file, mtime]) => (await stat(join(ROOT, file)).catch(() => null))?.mtimeMs === mtime),
  );
  return checks.every(Boolean);
}

/**
 * The snapshot page's script and styles, bundled with esbuild on first use and whenever one of its
 * sources changes (a checkout run from source has no prebuilt page), then read from the cache.
 */
export async function snapshotBundle(): Promise<PageBundle> {
  const dir = cacheDir();
  const index = join(dir, 'bundle.json');
  try {
    const cached = JSON.parse(await readFile(index, 'utf8')) as PageBundle & { inputs: Inputs };
    if (await unchanged(cached.inputs)) return { js: cached.js, css: cached.css };
  } catch {
    /* no cache yet, or an unreadable one: build */
  }
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    minify: true,
    write: false,
    outdir: join(dir, 'out'),
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  const inputs: Inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const info = await stat(join(ROOT, file)).catch(() => null);
    if (info) inputs[file] = info.mtimeMs;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written aside and renamed, so a concurrent run never reads half a bundle.
  const partial = `${index}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify({ js, css, inputs }), { mode: 0o600 });
  await rename(partial, index);
  return { js, css };
}

/** The page, self-contained: no request leaves it (the tree is the integration's, so hostile). */
export function snapshotHtml(bundle: PageBundle): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<style>${bundle.css.replace(/<\/style/gi, '<\\/style')}</style>
<style>html,body,#root{height:auto}body{margin:0}.pv-snapshot{overflow:visible}</style>
</head><body><div id="root"></div>
<script>${bundle.js.replace(/<\/script/gi, '<\\/script')}</script>
</body></html>`;
}

export interface SnapshotPage {
  /** Draws the tree and writes the PNG: `width` pixels wide, as tall as the tree. */
  draw(input: Omit<SnapshotInput, 'width'>, file: string): Promise<{ width: number; height: number }>;
  /** Draws the tree and answers the PNG. */
  capture(input: Omit<SnapshotInput, 'width'>): Promise<Buffer>;
  /**
   * Compares two PNGs pixel by pixel (a channel off by more than `threshold` makes a pixel differ);
   * the diff image shows differing pixels in red over a faded copy of `actual`.
   */
  compare(expected: Buffer, actual: Buffer, threshold?: number): Promise<ImageComparison>;
  close(): Promise<void>;
}

export interface ImageComparison {
  sameSize: boolean;
  differing: number;
  total: number;
  diff: Buffer;
}

/**
 * Headless Chromium (Debian's, never a downloaded one) with the Preview's Canvas loaded, ready to
 * draw: opened while the integration starts, so the browser's start costs no time of its own.
 * Every request the page would make is refused: images and webframes of the tree stay empty, as
 * in a Preview without a public origin.
 */
export async function openSnapshotPage(width: number): Promise<SnapshotPage> {
  const bundle = await snapshotBundle();
  const browser = await launchHeadlessChromium('render --png');
  try {
    const context = await browser.newContext({ viewport: { width, height: 100 }, deviceScaleFactor: 1, offline: true });
    await context.route('**/*', (route) => route.abort());
    const page = await context.newPage();
    await page.setContent(snapshotHtml(bundle), { waitUntil: 'load' });
    const capture = async (input: Omit<SnapshotInput, 'width'>) => {
      const snapshot = {
        componentId: input.componentId,
        props: input.props,
        state: input.state,
        element: input.element,
        theme: input.theme,
        mode: input.mode ?? 'app',
      };
      // Handed over as a value (Playwright serializes it), never spliced into the page's source.
      await page.evaluate(
        (value) => (globalThis as unknown as { __DRAW_SNAPSHOT__(s: unknown): Promise<void> }).__DRAW_SNAPSHOT__(value),
        snapshot,
      );
      return page.screenshot({ fullPage: true, type: 'png' });
    };
    return {
      capture,
      async draw(input, file) {
        const png = await capture(input);
        await writeFile(file, png);
        // The PNG's IHDR holds its size at fixed offsets (width, then height, big-endian).
        return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
      },
      async compare(expected, actual, threshold = 24) {
        // Decoded by Chromium itself: no PNG library to add for two images.
        type Compared = Omit<ImageComparison, 'diff'> & { diff: string };
        const result = await page.evaluate(
          (args) => (globalThis as unknown as { __COMPARE_PNGS__(a: unknown): Promise<Compared> }).__COMPARE_PNGS__(args),
          { expected: expected.toString('base64'), actual: actual.toString('base64'), threshold },
        );
        return { ...result, diff: Buffer.from(result.diff, 'base64') };
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** One tree to one PNG (tests, one-off use); `render --png` opens the page earlier itself. */
export async function writeSnapshotPng(input: SnapshotInput, file: string): Promise<{ width: number; height: number }> {
  const page = await openSnapshotPage(input.width);
  try {
    return await page.draw(input, file);
  } finally {
    await page.close();
  }
}
