import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig, type TestApp } from '#test/app.ts';
import { aGuestPub, deliveryBody, postOrder } from '#test/factories/guest-pub.ts';
import { buildApp } from '../app.ts';
import { startEmbedded, type EmbeddedDatabase } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { images } from './schema.ts';

/** `npm run backup` while the server runs, `npm run restore FILE` into an empty DATA_DIR: the data is there. */
function npm(args: string[], dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const TABLES = ['orders', 'order_dishes', 'menus', 'categories', 'dishes', 'images', 'pubs', 'accounts'];
async function rows(url: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, unknown> = {};
    for (const table of TABLES) out[table] = (await client.query(`select * from ${table} order by 1`)).rows;
    return out;
  } finally {
    await client.end();
  }
}

const dirs: string[] = [];
let db: EmbeddedDatabase | undefined;
let restored: EmbeddedDatabase | undefined;
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  await db?.stop();
  await restored?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('a backup taken while the server runs restores into an empty DATA_DIR with orders, menus and images identical', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-backup-src-'));
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-backup-dst-'));
    dirs.push(dataDir, target);
    if (process.getuid?.() === 0) for (const dir of [dataDir, target]) fs.chmodSync(dir, 0o755);
    db = await startEmbedded(dataDir);
    await runMigrations(db.url);
    app = await buildApp({ config: testConfig(), databaseUrl: db.url, logger: false });
    await app.ready();
    const running = app;
    const t: TestApp = {
      app: running,
      databaseUrl: db.url,
      inject: (opts) => running.inject(opts),
      close: () => running.close(),
    };
    const p = await aGuestPub(t);
    for (let i = 0; i < 3; i++) expect((await postOrder(t, p.urlName, deliveryBody(p))).statusCode).toBe(201);
    await app.db.insert(images).values({
      fileName: `${crypto.randomUUID()}.webp`,
      kind: 'dish',
      mime: 'image/webp',
      width: 2,
      height: 2,
      content: crypto.randomBytes(2048),
    });
    const before = await rows(db.url);
    expect((before.orders as unknown[]).length).toBe(3);

    const backup = await npm(['backup'], dataDir);
    expect(backup.code, backup.out).toBe(0);
    const file = backup.out.trim().split('\n').at(-1)!;
    expect(file).toMatch(new RegExp(`^${dataDir}/backups/tavola-\\d{4}-\\d\\d-\\d\\dT.*\\.tar\\.gz$`));
    // Changes after the backup are not in it.
    expect((await postOrder(t, p.urlName, deliveryBody(p))).statusCode).toBe(201);
    await app.close();
    app = undefined;
    await db.stop();
    db = undefined;

    const back = await npm(['restore', file], path.join(target, 'data'));
    expect(back.code, back.out).toBe(0);
    restored = await startEmbedded(path.join(target, 'data'));
    expect(await rows(restored.url)).toEqual(before);
    // Into a DATA_DIR that already holds a database: refused.
    const again = await npm(['restore', file], path.join(target, 'data'));
    expect(again.code).toBe(1);
    expect(again.out).toContain('already holds a database');
    // Two clusters start and stop in this test: more than the default 30 s under load.
  }, 120_000);
});
