// Lints the OpenAPI document the store serves at /api/docs/json with Redocly's recommended rules,
// without listening: the app is built on a throw-away in-memory database and asked for its
// document, once with the built-in card sandbox and once with Stripe (each adds its own routes).
// The documents go to test-results/openapi/; `npm run lint:openapi` then runs `redocly lint` on
// them, which exits non-zero when a document has errors (warnings are printed). tsx loads the
// server's TypeScript sources.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');

const base = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  WEB_DIST: path.join(os.tmpdir(), 'no-web-app'),
  // The served document names PUBLIC_URL as its server; lint it as a deployment would serve it.
  PUBLIC_URL: 'https://store.kerfline.test',
};
const variants = {
  sandbox: base,
  stripe: { ...base, STRIPE_SECRET_KEY: 'sk_test_lint', STRIPE_PUBLISHABLE_KEY: 'pk_test_lint', STRIPE_WEBHOOK_SECRET: 'whsec_lint' },
};

const dir = path.join(root, 'test-results', 'openapi');
fs.mkdirSync(dir, { recursive: true });
for (const [name, env] of Object.entries(variants)) {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config: loadConfig(env), database });
  try {
    await app.ready();
    fs.writeFileSync(path.join(dir, `openapi-${name}.json`), JSON.stringify(app.swagger(), null, 2));
  } finally {
    await app.close();
    await database.close();
  }
}
