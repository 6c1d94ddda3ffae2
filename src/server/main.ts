import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { StartupError, startEmbedded, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { ensurePlatformAdmin } from './features/auth/routes.ts';
import { drain } from './lifecycle/drain.ts';
import { canShareListen, ensurePortFree } from './lifecycle/acceptors.ts';

export interface Running {
  app: FastifyInstance;
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
  /** Stops gracefully (lifecycle/drain.ts): sockets closed over `spanMs`, requests in flight finished. */
  drain(spanMs?: number): Promise<void>;
}

/** Starts the product: the database (embedded unless DATABASE_URL), migrations, then the server. */
export async function startServer(config: Config): Promise<Running> {
  let embedded: EmbeddedDatabase | undefined;
  const databaseUrl = config.databaseUrl ?? (embedded = await startEmbedded(config.dataDir)).url;
  let app: FastifyInstance | undefined;
  try {
    // Migrations hold a session advisory lock across transactions: they need a direct session too.
    await runMigrations(config.databaseListenUrl ?? databaseUrl).catch((error: unknown) => {
      if (!config.databaseUrl) throw error;
      throw new StartupError(
        `The database at DATABASE_URL cannot be used (${describe(error)}): check DATABASE_URL, or leave it unset to use the embedded database.`,
      );
    });
    app = await buildApp({ config, databaseUrl });
    if (config.adminEmail && config.adminPassword)
      await ensurePlatformAdmin(app, config.adminEmail, config.adminPassword);
    // Several sockets listen on the port where the platform allows it (lifecycle/acceptors.ts); sharing the port
    // must not let a second server on it start, so the port is first checked to be free.
    const acceptors = canShareListen ? config.acceptors : 1;
    const listenOptions: FastifyListenOptions & { reusePort?: boolean } = {
      port: config.port,
      host: config.host,
      reusePort: acceptors > 1,
    };
    const listening = acceptors > 1 && config.port !== 0 ? ensurePortFree(config.port, config.host) : Promise.resolve();
    await listening
      .then(() => app!.listen(listenOptions))
      .catch((error: { code?: string }) => {
        if (error?.code === 'EADDRINUSE')
          throw new StartupError(
            `Port ${config.port} on ${config.host} is already in use: stop what uses it, or set PORT to another port.`,
          );
        if (error?.code === 'EACCES')
          throw new StartupError(`Port ${config.port} needs more privileges: set PORT to 1024 or above.`);
        throw error;
      });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (acceptors > 1) await app.acceptors.listen(app.server, port, config.host, acceptors - 1);
    // With PORT=0 (tests) the default public address must name the port really in use.
    if (!config.publicUrlExplicit) app.config.publicUrl = `http://localhost:${port}`;
    let stopping: Promise<void> | undefined;
    const started = app;
    return {
      app: started,
      url: `http://localhost:${port}`,
      databaseUrl,
      stop: () =>
        (stopping ??= (async () => {
          await started.close();
          await embedded?.stop();
        })()),
      drain: (spanMs) =>
        (stopping ??= (async () => {
          await drain(started, spanMs);
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await embedded?.stop();
    throw error;
  }
}

/** One line for an error, including Node's AggregateError (localhost tried on ::1 and 127.0.0.1). */
function describe(error: unknown): string {
  const e = error as { message?: string; errors?: { message?: string }[] };
  return e?.message || e?.errors?.[0]?.message || String(error);
}

export async function main() {
  // The demo pays online offline: a local maib stand-in, unless a maib address was given.
  if (process.env.TAVOLA_DEMO && !process.env.MAIB_SANDBOX_API_BASE) {
    const { MaibStandIn } = await import('./features/payments/maib-stand-in.ts');
    const { DEMO_MAIB_MERCHANT } = await import('./demo.ts');
    const standIn = await new MaibStandIn().start();
    standIn.addMerchant(DEMO_MAIB_MERCHANT);
    process.env.MAIB_SANDBOX_API_BASE = standIn.url;
    console.log(`maib stand-in (sandbox payments) at ${standIn.url}`);
  }
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
  let running: Running;
  try {
    running = await startServer(config);
  } catch (error) {
    // Start-up problems end with one line that says what to do, never a stack trace (docs/product.md D11).
    console.error(error instanceof StartupError ? error.message : `Tavola could not start: ${describe(error)}`);
    process.exit(1);
  }
  if (process.env.TAVOLA_DEMO) {
    const { seedDemo } = await import('./demo.ts');
    console.log(await seedDemo(running.app));
  }
  console.log(`Tavola is running at ${running.url}`);
  // SIGTERM (a restart): sockets closed over DRAIN_MS. SIGINT (Ctrl-C): the same without the spread.
  // A second signal ends the process at once (the handlers are `once`).
  const shutdown = (spanMs?: number) => async () => {
    await running.drain(spanMs);
    process.exit(0);
  };
  process.once('SIGINT', shutdown(0));
  process.once('SIGTERM', shutdown());
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(`Tavola could not start: ${describe(error)}`);
    process.exit(1);
  });
}
