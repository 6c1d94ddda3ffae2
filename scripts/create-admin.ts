/**
 * `npm run create-admin`: creates the platform admin named by ADMIN_EMAIL and ADMIN_PASSWORD in the
 * configured database (embedded under DATA_DIR unless DATABASE_URL is set). Run it while the server is stopped
 * when using the embedded database.
 */
import { loadConfig } from '../src/server/config.ts';
import { startEmbedded } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { buildApp } from '../src/server/app.ts';
import { ensurePlatformAdmin } from '../src/server/features/auth/routes.ts';

const config = loadConfig();
if (!config.adminEmail || !config.adminPassword) {
  console.error(
    'Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 8 characters), e.g. ADMIN_EMAIL=me@example.md ADMIN_PASSWORD=… npm run create-admin',
  );
  process.exit(1);
}
const embedded = config.databaseUrl ? undefined : await startEmbedded(config.dataDir);
const url = config.databaseUrl ?? embedded!.url;
await runMigrations(url);
const app = await buildApp({ config: { ...config, clientDist: '/nonexistent' }, databaseUrl: url, logger: false });
const created = await ensurePlatformAdmin(app, config.adminEmail, config.adminPassword);
console.log(
  created
    ? `Platform admin ${config.adminEmail} created.`
    : `An account ${config.adminEmail} already exists; nothing changed.`,
);
await app.close();
await embedded?.stop();
