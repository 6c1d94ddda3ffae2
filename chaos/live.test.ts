import { afterAll, describe, it } from 'vitest';
import { startServer, type ServerHandle } from '../e2e/server.ts';
import { seed } from '../src/test/seed-http.ts';
import { runLiveCompleteness } from './live-run.ts';

let server: ServerHandle | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('live completeness', () => {
  it('300 orders, sockets cut at random: every staff and courier list equals the server', async () => {
    server = await startServer({ env: { CLIENT_DIST: '/nonexistent' } });
    const seeded = await seed(server.url, { dishes: 3, couriers: 3 });
    const result = await runLiveCompleteness({ seeded, baseUrl: () => server!.url, total: 300 });
    console.log(
      `live completeness (one instance): 300 orders, ${result.cuts} socket cuts, ${result.reconnects} GET_ALL snapshots, all 6 lists equal the database`,
    );
  });
});
