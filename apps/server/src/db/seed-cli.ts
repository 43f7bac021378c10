// npm run db:seed: loads the demo data into the configured database (idempotent).
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured-database';
import { seedDemoData } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const app = await buildApp({ config: { ...config, logLevel: 'info' }, database });
  await seedDemoData(database.db, (body) => app.auth.api.signUpEmail({ body }), app.log);
  await app.close();
} finally {
  await database.close();
}
