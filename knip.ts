// knip checks that the package.json files tell the truth (npm run lint:deps; CI runs it): no
// declared dependency goes unused, and no workspace imports a package it does not declare. The
// rule for where a dependency is declared: docs/dependencies.md.
import type { KnipConfig } from 'knip';

// lint:deps runs knip twice. The second run (--strict) looks at what each workspace ships and
// checks it against that workspace's own `dependencies` only. It does not count type-only imports,
// so it is told about the two packages the server loads with createRequire when it needs them.
const strict = process.argv.includes('--strict');

const config: KnipConfig = {
  workspaces: {
    '.': {
      // Run by .ci/run and e2e/playwright.config.ts, not by a package.json script.
      entry: ['scripts/ci/*.mjs'],
      ignoreDependencies: [
        // bench/lib/autocannon.mjs runs its CLI file by path in a process of its own.
        'autocannon',
      ],
    },
    'packages/contract': {},
    'apps/server': {
      // stripe: only when Stripe is configured; pino-pretty: only for a terminal (LOG_FORMAT).
      ignoreDependencies: strict ? ['stripe', 'pino-pretty'] : [],
    },
    'apps/web': {},
    e2e: {},
  },
};

export default config;
