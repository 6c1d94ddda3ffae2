import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

// numeric → number for sums computed in SQL (columns already map through Drizzle's mode: 'number').
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDb(url: string, max = 20): { db: Db; pool: pg.Pool } {
  // A bounded wait for a connection: with the database away, requests fail fast (503) instead of piling up.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client that errors (database restart, killed backend) must not crash the process (docs/product.md D11);
  // the pool drops it and opens a fresh connection for the next query.
  pool.on('error', () => {});
  // A client checked out of the pool (a transaction between two statements) has no pool listener: a
  // terminated backend would emit an unhandled 'error' and end the process. Every client keeps one of
  // its own; its next query then fails (503), and the pool drops it on release as not queryable.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return { db: drizzle({ client: pool, schema }), pool };
}
