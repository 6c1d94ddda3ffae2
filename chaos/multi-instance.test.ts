import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startServer, type ServerHandle } from '../e2e/server.ts';
import { startEmbedded, type EmbeddedDatabase } from '../src/server/db/embedded.ts';
import { seed } from '../src/test/seed-http.ts';
import { startProxy } from './proxy.ts';
import { runLiveCompleteness } from './live-run.ts';

/**
 * Chaos 3: two server instances on one PostgreSQL behind a round-robin proxy; clients are
 * spread over both; one instance is killed with SIGKILL and restarted mid-run. Events cross instances
 * through the outbox and LISTEN/NOTIFY, so every list still ends equal to the database.
 */
const servers: (ServerHandle | undefined)[] = [];
let db: EmbeddedDatabase | undefined;
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
afterAll(async () => {
  await proxy?.close();
  for (const s of servers) await s?.stop();
  await db?.stop();
});

describe('two instances, one database', () => {
  it('live completeness holds across instances and through a killed instance', async () => {
    db = await startEmbedded(fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-multi-')));
    const env = { DATABASE_URL: db.url, CLIENT_DIST: '/nonexistent' };
    servers[0] = await startServer({ env });
    servers[1] = await startServer({ env });
    const ports = [servers[0].port, servers[1].port];
    proxy = await startProxy(() => ports);
    const url = `http://127.0.0.1:${proxy.port}`;
    const seeded = await seed(url, { dishes: 3, couriers: 3 });
    const result = await runLiveCompleteness({
      seeded,
      baseUrl: () => url,
      total: 300,
      midway: async () => {
        await servers[1]!.stop('SIGKILL');
        servers[1] = await startServer({ env, port: ports[1] });
      },
    });
    console.log(
      `live completeness (two instances, one killed and restarted): 300 orders, ${result.cuts} cuts, ${result.reconnects} GET_ALL snapshots, all lists equal`,
    );
  });
});
