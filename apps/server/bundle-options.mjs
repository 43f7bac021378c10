// How the server is bundled into one file (build.mjs makes dist/main.js, which `npm start` runs; the
// server tests' process tests start a bundle made the same way): the server, the workspace contract
// and most npm packages. One file starts faster than hundreds: resolving and loading node_modules
// file by file was ~0.5 s of every start (bench: start-up). Packages that read files next to their
// own code at run time stay external and load from node_modules.
import path from 'node:path';

const keepExternal = [
  '@electric-sql/pglite', // its .wasm and data files sit beside the module
  'pg', // optional native bindings; only used with DATABASE_URL
  'pg-native',
  'stripe', // loaded on demand, only when Stripe is configured
  '@fastify/swagger', // reads its package.json through __dirname
  '@fastify/swagger-ui', // serves its static folder
  '@fastify/static',
  'sharp', // loads its native libvips package (@img/sharp-<platform>) by path
  'pdfkit', // reads its standard fonts' metrics from its own package at run time
  'fontkit', // loaded with pdfkit, whose embedded fonts it parses
  'pino', // log transports run in worker threads that load files by path
  'thread-stream',
  'pino-pretty',
];

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      keepExternal.some((p) => args.path === p || args.path.startsWith(`${p}/`)) ? { external: true } : undefined,
    );
  },
};

/** esbuild's options for the bundle at `outfile`, whatever the working directory. */
export const serverBundleOptions = (outfile) => ({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/main.ts'],
  outfile: path.resolve(import.meta.dirname, outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS packages call require(); in an ES module it has to be made.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
