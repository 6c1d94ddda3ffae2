import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startEmbedded, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { ensureAdmin } from './features/auth/routes.ts';

export interface Running {
  app: FastifyInstance;
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts the product: the database (embedded unless DATABASE_URL), migrations, then the server. */
export async function startServer(config: Config): Promise<Running> {
  let embedded: EmbeddedDatabase | undefined;
  const databaseUrl = config.databaseUrl ?? (embedded = await startEmbedded(config.dataDir)).url;
  try {
    await runMigrations(databaseUrl);
    const app = await buildApp({ config, databaseUrl });
    if (config.adminEmail && config.adminPassword) await ensureAdmin(app, config.adminEmail, config.adminPassword);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // With PORT=0 (tests) the default public address must name the port really in use.
    if (!config.publicUrlExplicit) app.config.publicUrl = `http://localhost:${port}`;
    let stopping: Promise<void> | undefined;
    return {
      app,
      url: `http://localhost:${port}`,
      databaseUrl,
      stop: () =>
        (stopping ??= (async () => {
          await app.close();
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(config);
  if (process.env.TAVOLA_DEMO) {
    const { seedDemo } = await import('./demo.ts');
    console.log(await seedDemo(running.app));
  }
  console.log(`Tavola is running at ${running.url}`);
  const shutdown = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(`Tavola could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
