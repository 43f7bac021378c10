// knip checks that the package.json files tell the truth (npm run lint:deps; CI runs it): no
// declared dependency goes unused, and no workspace imports a package it does not declare. The
// rule for where a dependency is declared: docs/dependencies.md.
import type { KnipConfig } from 'knip';

// lint:deps runs knip twice. The second run (--strict) looks at what each workspace ships and
// checks it against that workspace's own `dependencies` only. It does not count type-only imports,
// so it is told about the packages the server loads with createRequire when it needs them.
const strict = process.argv.includes('--strict');

const config: KnipConfig = {
  // An export its own file uses is part of that file's design (a query's fetcher beside its hook).
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // Run by .ci/run and e2e/playwright.config.ts, not by a package.json script; the bench starts
      // its bare server in a process of its own.
      entry: ['scripts/ci/*.mjs', 'bench/bare-server.mjs'],
      // Types of .mjs scripts for the TypeScript tests that import them (TypeScript finds them by name).
      ignore: ['scripts/checks/lib/tcp-proxy.d.mts', 'scripts/draw-product-pictures.d.mts'],
      ignoreDependencies: [
        // bench/lib/autocannon.mjs runs its CLI file by path in a process of its own.
        'autocannon',
      ],
    },
    'packages/contract': {},
    'apps/server': {
      // Types of bundle-options.mjs for the test set-up that imports it (TypeScript finds them by name).
      ignore: ['bundle-options.d.mts'],
      // stripe: only when Stripe is configured; pino-pretty: only for a terminal (LOG_FORMAT);
      // pdfkit and fontkit: on the first invoice drawn. The Noto font packages are font files read
      // by path (invoice-fonts.ts), never imported.
      ignoreDependencies: [...(strict ? ['stripe', 'pino-pretty', 'pdfkit', 'fontkit'] : []), '@expo-google-fonts/noto-sans', '@expo-google-fonts/noto-sans-jp'],
    },
    'apps/web': {
      // The server renderer: `vite build --ssr src/entry-server.tsx` (package.json) builds it for the
      // server, which loads it at run time (apps/server/src/modules/pages).
      entry: ['src/entry-server.tsx'],
    },
    e2e: {},
  },
};

export default config;
