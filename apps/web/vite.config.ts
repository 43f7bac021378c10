import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * A server-rendered page paints with its HTML and stylesheet; its scripts only hydrate it. Asked
 * for at low priority, they wait while the render-blocking stylesheet loads (Chromium holds back
 * low-priority requests then) instead of sharing a slow phone connection with it. They still run
 * before the load event, as module scripts do. The stylesheet comes first in the head, so the
 * browser asks for it before the scripts (Vite writes it after them); loading the scripts only
 * once the stylesheet had arrived (a loader module) made the first paint later, not sooner
 * (docs/decisions/0012-server-rendering.md).
 */
const scriptsAfterStylesheet = {
  name: 'scripts-after-stylesheet',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) => {
      const marked = html
        .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
        .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
      // The stylesheet first: Vite puts it after the entry and its modulepreloads.
      const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(marked);
      if (!stylesheet) return marked;
      return marked.replace(stylesheet[0], '').replace(/(\s*)<script type="module"/, `${stylesheet[0]}$1<script type="module"`);
    },
  },
};

// Two builds (package.json): the browser's app into dist/, then the server entry
// (src/entry-server.tsx) into dist/ssr/, which the server imports to render public pages and
// never serves as a file.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptsAfterStylesheet],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', copyPublicDir: false, sourcemap: false }
    : { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, modulePreload: { polyfill: false } },
  // The server entry carries its own copy of the app's packages: dist/ssr/ loads nothing from
  // apps/web's dependencies at run time (the server only needs Node).
  ssr: { noExternal: true },
  // A build is production code whatever NODE_ENV the server runs with: without this, packages
  // that choose their build at run time (React DOM's server renderer) ran their development
  // build, several times slower, in a store started with the default NODE_ENV=development.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
}));
