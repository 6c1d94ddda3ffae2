import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';

/**
 * One PostgreSQL per test run (embedded, or TEST_DATABASE_URL): a migrated template database, from
 * which each test file clones its own fresh database (src/test/app.ts).
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-test-'));
    const db = await startEmbedded(dir);
    adminUrl = db.url;
    stop = db.stop;
  }
  const template = `tavola_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  await runMigrations(url.toString());
  await admin.end();
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}
