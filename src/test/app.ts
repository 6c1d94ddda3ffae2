import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Cloning needs the template to have no other connections; retry briefly when two files clone at once.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  // Rate limits are high by default so that factories never hit them; limit tests set their own.
  return loadConfig({
    PORT: '0',
    DATA_DIR: '/tmp/tavola-unused',
    CLIENT_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    LOGIN_ATTEMPTS_PER_IP: '100000',
    REGISTRATIONS_PER_IP: '100000',
    GUEST_ORDERS_PER_IP: '100000',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  databaseUrl: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Builds the real server on a fresh real database (docs/architecture.md A9: integration over mocks). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Registers routes of the test's own before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  // Strict answers: a route whose answer drifts from its response schema fails the test that calls it.
  const app = await buildApp({ config: testConfig(env), databaseUrl, logger: false, strictAnswers: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').includes('json')) {
      const leak = findSecret(payload);
      if (leak) throw new Error(`response of ${request.method} ${request.url} carries a secret field: ${leak}`);
    }
    return payload;
  });
  extraRoutes?.(app);
  await app.ready();
  return { app, databaseUrl, inject: (opts) => app.inject(opts), close: () => app.close() };
}

/**
 * The test file's own app: built in a `beforeAll` registered where this is called (so before the hooks
 * registered after it), closed after their `afterAll`s. Its members may only be used inside hooks and tests.
 * `env` may be a function, read when the app is built (for a stand-in started by an earlier hook).
 */
export function fileTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  extraRoutes?: (app: FastifyInstance) => void,
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(typeof env === 'function' ? env() : env, extraRoutes);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside hooks and tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    inject: (opts) => current().inject(opts),
    close: () => current().close(),
  };
}

/** Serves the app on a free loopback port (for real websockets and raw sockets); returns the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/**
 * Every JSON answer of every server test passes through this: no password, hash, secret or refresh
 * token may ever leave the server (access tokens and guests' tracking tokens are meant to).
 */
const SECRET_KEYS =
  /^(password|password_hash|passwordhash|hash|token_hash|tokenhash|refresh_token|refreshtoken|secret|jwt_secret)$/i;
export function findSecret(json: string): string | null {
  let found: string | null = null;
  try {
    JSON.parse(json, (key, value) => {
      // `fields: {password: "admin.validation_errors…"}` names a field, it carries no secret.
      const isMessageKey = typeof value === 'string' && /^(errors|admin\.validation_errors)\./.test(value);
      if (key && SECRET_KEYS.test(key) && !isMessageKey) found = key;
      if (typeof value === 'string' && /^\$argon2/.test(value)) found = `${key} (argon2 hash)`;
      return value;
    });
  } catch {
    return null;
  }
  return found;
}
