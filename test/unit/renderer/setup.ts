import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s (1 s by default): on a busy two-core machine a pane fed by the
// real services can take longer than a second to show what it will show.
configure({ asyncUtilTimeout: 5_000 });

// react-resizable-panels measures its groups; jsdom lays nothing out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The theme follows the system's colour scheme; jsdom has no media queries.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// Test files of a worker share one jsdom (vitest.config.ts: isolate: false), and Monaco's clipboard
// workaround, once an editor was made, writes a ClipboardItem through the async clipboard API on every
// click and keydown on the body; jsdom has neither, so every later file's clicks threw from its listener.
// Like a browser's, the item takes in the promises it is given: one Monaco cancels is no unhandled rejection.
globalThis.ClipboardItem ??= class {
  readonly items: Record<string, unknown>;
  constructor(items: Record<string, unknown>) {
    this.items = items;
    for (const item of Object.values(items)) if (item instanceof Promise) item.catch(() => {});
  }
} as unknown as typeof ClipboardItem;
// Each file starts as on a fresh page: no choice another file's panes remembered (localStorage), no
// address it went to, and the clipboard above (a test may put one of its own in its place).
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { write: async () => {}, writeText: async () => {}, read: async () => [], readText: async () => '' },
  });
});

// jsdom has the <dialog> element but not its modal methods; the studio's Modal does the focus itself.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
