import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testConfig } from '#test/app.ts';
import { buildApp } from '../app.ts';

/** The bus listens on DATABASE_LISTEN_URL when it is set (a direct session beside a pooled DATABASE_URL). */
let app: FastifyInstance | undefined;
afterAll(() => app?.close());

describe('DATABASE_LISTEN_URL', () => {
  it('is the connection the bus LISTENs on', async () => {
    const databaseUrl = await createTestDatabase();
    const listenUrl = `${databaseUrl}?application_name=tavola_listen_probe`;
    app = await buildApp({ config: testConfig({ DATABASE_LISTEN_URL: listenUrl }), databaseUrl, logger: false });
    await app.ready();
    expect(app.bus.listening).toBe(true);
    const { rows } = await app.pool.query<{ query: string }>(
      "select query from pg_stat_activity where application_name = 'tavola_listen_probe' and datname = current_database()",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].query).toMatch(/pg_listening_channels|LISTEN/);
  });
});
