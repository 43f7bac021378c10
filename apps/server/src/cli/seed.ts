// npm run db:seed: loads the demo data into the configured database (idempotent). It builds the app
// for its better-auth sign-up (passwords hashed as at a real sign-up), so it lives above db/.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { seedDemoData } from '../db/seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const app = await buildApp({ config: { ...config, logLevel: 'info' }, database });
  await seedDemoData(database, (body) => app.auth.api.signUpEmail({ body }), app.log);
  await app.close();
} finally {
  await database.close();
}
