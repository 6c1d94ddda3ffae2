import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

// numeric → number for sums computed in SQL (columns already map through Drizzle's mode: 'number').
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** How many statements one connection keeps prepared; later new ones run unnamed (planned every time). */
export const PREPARED_PER_CONNECTION = 400;

/**
 * Every statement with parameters is prepared once per connection and then only bound and executed (decision
 * 294): PostgreSQL parses and plans it the first time, and after five runs may keep a generic plan. Planning was
 * most of PostgreSQL's time on a guest order (0.7 ms for its one insert statement, 0.5 ms for the dishes it
 * reads; 6.6 ms of its CPU per order before, 3.1 after). Statements without parameters (`begin`, migrations'
 * scripts) keep the simple protocol. The names are the connection's own; a statement that fails to parse is
 * parsed again next time (node-postgres forgets it). With `limit` 0 nothing is prepared, not even a statement
 * that comes named (a Drizzle `.prepare(name)`): behind a pooler that cannot keep them, none may be.
 */
export function prepareStatements(client: pg.ClientBase, limit = PREPARED_PER_CONNECTION): void {
  const names = new Map<string, string>();
  /** The name of a statement with parameters, when it has or can have one. */
  const nameOf = (text: unknown, params: unknown): string | undefined => {
    if (typeof text !== 'string' || !Array.isArray(params) || params.length === 0) return undefined;
    let name = names.get(text);
    if (!name && names.size < limit) names.set(text, (name = `tavola_${names.size}`));
    return name;
  };
  client.query = function (this: pg.ClientBase, first: unknown, ...rest: unknown[]) {
    const config = typeof first === 'string' ? { text: first } : (first as pg.QueryConfig | null);
    let named = first;
    if (config && limit === 0 && config.name) named = { ...config, name: undefined };
    else if (config && limit > 0 && !config.name) {
      const name = nameOf(config.text, config.values ?? rest[0]);
      if (name) named = { ...config, name };
    }
    // The class's own query, looked up at each call (a test may wrap it).
    const query = (Object.getPrototypeOf(this) as { query: (...args: unknown[]) => unknown }).query;
    return query.call(this, named, ...rest);
  } as typeof client.query;
}

export function createDb(url: string, max = 20, prepare = true): { db: Db; pool: pg.Pool } {
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
    prepareStatements(client, prepare ? PREPARED_PER_CONNECTION : 0);
  });
  return { db: drizzle({ client: pool, schema }), pool };
}
