import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerHandle } from '../e2e/server.ts';
import { http, seed } from '../src/test/seed-http.ts';
import { runLiveCompleteness } from './live-run.ts';

/**
 * Chaos 4: while orders flow and staff and courier sockets are open, every
 * database backend is terminated (LISTEN included), and then the embedded PostgreSQL child is
 * killed with SIGKILL. The server process stays up (same pid), restarts its PostgreSQL on the same
 * data and port, answers 503 meanwhile, loses no acknowledged order, and every client's live list
 * ends equal to the database.
 */
const TOTAL = 200;
let server: ServerHandle | undefined;
afterAll(async () => {
  await server?.stop();
});

function databaseUrl(dataDir: string): string {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/tavola`;
}
const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function until(what: string, check: () => Promise<boolean>, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('database loss under load', () => {
  it('terminated backends and a SIGKILLed PostgreSQL: server stays up, no acknowledged order lost, lists equal the database', async () => {
    server = await startServer({ env: { CLIENT_DIST: '/nonexistent' } });
    const { dataDir, url } = server;
    const serverPid = server.process.pid;
    let serverErr = '';
    server.process.stderr!.on('data', (d) => (serverErr += d));
    server.process.once('exit', (code, signal) => {
      if (code !== 0) console.error(`server exited (${code} ${signal}): ${serverErr.slice(-3000)}`);
    });
    const seeded = await seed(url, { dishes: 3, couriers: 3 });
    const statuses = new Map<number, number>();
    const readyStatuses = new Set<number>();
    let lastReady = '';
    const ready = async () => {
      const r = await http(url, 'GET', '/api/ready').catch((e) => ({ status: 0, body: String(e) }));
      lastReady = `${r.status} ${JSON.stringify(r.body)}`;
      readyStatuses.add(r.status);
      return r.status === 200;
    };
    let terminated = 0;
    let firstPid = 0;
    let secondPid = 0;

    const result = await runLiveCompleteness({
      seeded,
      baseUrl: () => url,
      total: TOTAL,
      statuses,
      midway: async () => {
        // 1. Every backend of the cluster, LISTEN included.
        const admin = new pg.Client({ connectionString: databaseUrl(dataDir) });
        admin.on('error', () => {});
        await admin.connect();
        const r = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
          ['client backend'],
        );
        terminated = r.rowCount ?? 0;
        await admin.end();
        await until('ready after terminated backends', ready).catch((e) => {
          throw new Error(`${e.message}; last /api/ready: ${lastReady}`);
        });
        // 2. The postmaster itself, as a crash or the OOM killer would.
        firstPid = postmasterPid(dataDir);
        process.kill(firstPid, 'SIGKILL');
        await until(
          'a 503 from /api/ready while PostgreSQL is down',
          async () => !(await ready()) && readyStatuses.has(503),
          100,
        ).catch(() => {});
        await until('PostgreSQL restarted by the server', async () => {
          secondPid = postmasterPid(dataDir);
          return secondPid !== firstPid && (await ready());
        });
      },
    });

    expect(server.process.exitCode).toBe(null);
    expect(server.process.pid).toBe(serverPid);
    expect(secondPid).not.toBe(firstPid);
    expect(terminated).toBeGreaterThan(0);
    // Meanwhile only 503s, never a 500.
    expect([...statuses.keys()].filter((st) => st >= 500 && st !== 503)).toEqual([]);
    const counts = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `database loss: ${TOTAL} orders all acknowledged and in the database; ${terminated} backends terminated, postmaster ${firstPid} SIGKILLed → restarted as ${secondPid}; ` +
        `statuses ${counts}; /api/ready saw ${[...readyStatuses].sort().join(',')}; ${result.cuts} socket cuts, ${result.reconnects} GET_ALL snapshots; every list equals the database`,
    );
  });
});
