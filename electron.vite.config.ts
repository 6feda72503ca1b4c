import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { RENDERER_CSP } from './shared/security/csp.ts';

/** The built renderer carries its CSP in a meta tag too (the dev server's React refresh needs an inline script). */
function cspMeta(): Plugin {
  return {
    name: 'studio-csp-meta',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${RENDERER_CSP.replace("; frame-ancestors 'none'", '')}" />`,
      ),
  };
}

export default defineConfig({
  main: {
    build: { externalizeDeps: true, lib: { entry: 'electron/main/index.ts' } },
  },
  preload: {
    // Sandboxed preloads must be CommonJS.
    build: {
      externalizeDeps: true,
      lib: { entry: 'electron/preload/index.ts', formats: ['cjs'] },
      rollupOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react(), cspMeta()],
    build: { rollupOptions: { input: 'renderer/index.html' }, minify: true, chunkSizeWarningLimit: 8000 },
    worker: { format: 'es' },
  },
});
