import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * A server-rendered page paints with its HTML and stylesheet; its scripts only hydrate it. Left in
 * the head, the entry and its ten modulepreloads (111 kB) were fetched alongside the stylesheet
 * and shared the phone's 1.6 Mbit/s with it, even at low priority, so the first paint waited for
 * them. The page now names one tiny module script instead (`start-*.js`, made here): module
 * scripts run only once the parser is done and the stylesheet has arrived, so the app is asked for
 * after the stylesheet. The loader adds the entry and its modulepreloads as elements, which (unlike
 * `import()`) hold the page's load event until the app has run, so a click right after load is not
 * lost (docs/decisions/0012-server-rendering.md).
 */
const scriptsAfterStylesheet: Plugin = {
  name: 'scripts-after-stylesheet',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (!page || page.type !== 'asset') return;
    let html = String(page.source);
    const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
    if (!entry) return;
    const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    const urls = JSON.stringify({ entry: entry[1], preloads: preloads.map((m) => m[1]) });
    const source = `const{entry:e,preloads:p}=${urls};const h=document.head;for(const u of p){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.append(l)}const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;h.append(s);\n`;
    const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source });
    for (const m of [entry, ...preloads]) html = html.replace(m[0], '');
    // After the stylesheet, so even the preload scanner asks for the stylesheet first.
    page.source = html.replace(/(<link rel="stylesheet"[^>]*>)/, `$1\n    <script type="module" crossorigin src="/${fileName}"></script>`);
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
