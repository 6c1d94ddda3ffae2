import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
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

/** Builds the real server on a fresh real database (STYLE.md: integration over mocks). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const app = await buildApp({ config: testConfig(env), databaseUrl, logger: false });
  await app.ready();
  return { app, databaseUrl, inject: (opts) => app.inject(opts), close: () => app.close() };
}
