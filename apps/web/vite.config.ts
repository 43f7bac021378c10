import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { scriptsAfterStylesheet } from './src/build/head-order';
import { linguiMacro } from './src/build/lingui-macro';

/** The stylesheet first, the scripts at low priority (src/build/head-order.ts says why). */
const scriptsAfterStylesheetPlugin = {
  name: 'scripts-after-stylesheet',
  transformIndexHtml: { order: 'post' as const, handler: scriptsAfterStylesheet },
};

// Two builds (package.json): the browser's app into dist/, then the server entry
// (src/entry-server.tsx) into dist/ssr/, which the server imports to render public pages and
// never serves as a file.
export default defineConfig(({ command, isSsrBuild }) => ({
  // Messages (docs/decisions/0033): the macros become lookups, the PO catalogues compiled messages;
  // a build fails on a message a catalogue lacks.
  plugins: [linguiMacro(), lingui({ cwd: import.meta.dirname, failOnMissing: command === 'build' }), react(), tailwindcss(), scriptsAfterStylesheetPlugin],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', copyPublicDir: false, sourcemap: false }
    : {
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        // Everything the entry imports statically (the first view: React, Lingui, the frame) in the
        // entry's one chunk. Left to itself the bundler cut what later chunks share with it into a
        // dozen small files, each gzipped alone: 2.5 kB more for the same code (docs/decisions/0033).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-view', tags: ['$initial'] }] } } },
      },
  // The server entry carries its own copy of the app's packages: dist/ssr/ loads nothing from
  // apps/web's dependencies at run time (the server only needs Node).
  ssr: { noExternal: true },
  // A build is production code whatever NODE_ENV the server runs with: without this, packages
  // that choose their build at run time (React DOM's server renderer) ran their development
  // build, several times slower, in a store started with the default NODE_ENV=development.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
}));
