import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '#test/app.ts';
import { createDb } from './client.ts';

/** Statements with parameters are prepared once per connection; the rest keep the simple protocol. */
let url: string;
beforeAll(async () => {
  url = await createTestDatabase();
});

const prepared = (c: { query: (text: string) => Promise<{ rows: { statement: string }[] }> }) =>
  c.query('select statement from pg_prepared_statements').then((r) => r.rows.map((row) => row.statement));

describe('prepared statements', () => {
  it('a statement with parameters is parsed once and then run by name, on its connection', async () => {
    const { pool } = createDb(url, 1);
    try {
      for (let i = 0; i < 3; i++)
        expect((await pool.query('select $1::int + 1 as n', [i])).rows).toEqual([{ n: i + 1 }]);
      await pool.query('select 42');
      const client = await pool.connect();
      try {
        expect(await prepared(client)).toEqual(['select $1::int + 1 as n']);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });

  it('a statement that fails to parse is parsed again next time, and a bad value does not spoil its statement', async () => {
    const { pool } = createDb(url, 1);
    try {
      await expect(pool.query('select $1::int from nowhere_at_all', [1])).rejects.toThrow(/nowhere_at_all/);
      await expect(pool.query('select $1::int from nowhere_at_all', [1])).rejects.toThrow(/nowhere_at_all/);
      await expect(pool.query('select $1::int as n', ['x'])).rejects.toThrow(/invalid input syntax/);
      expect((await pool.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      await pool.end();
    }
  });

  it('off (DATABASE_PREPARE=off, or a pooler named by DATABASE_LISTEN_URL) prepares nothing', async () => {
    expect(testConfig().databasePrepare).toBe(true);
    expect(testConfig({ DATABASE_LISTEN_URL: 'postgres://direct/db' }).databasePrepare).toBe(false);
    expect(testConfig({ DATABASE_LISTEN_URL: 'postgres://direct/db', DATABASE_PREPARE: 'on' }).databasePrepare).toBe(
      true,
    );
    const { pool } = createDb(url, 1, false);
    try {
      await pool.query('select $1::int as n', [1]);
      // A statement that comes named (a Drizzle prepared query) runs unnamed too.
      expect((await pool.query({ name: 'named_here', text: 'select $1::int + 2 as n', values: [1] })).rows).toEqual([
        { n: 3 },
      ]);
      const client = await pool.connect();
      try {
        expect(await prepared(client)).toEqual([]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});
