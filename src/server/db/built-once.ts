import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Tx } from './client.ts';

const dialect = new PgDialect();

/**
 * Statements Drizzle builds once per shape and then only fills (decision 294): a hot statement's SQL — a guest
 * order's insert names 40-odd columns and returns them all — cost more of the server's time to build than to
 * send. `build` writes the statement with `sql.placeholder(name)` where values go; `run` fills them (through the
 * columns' own encoders, as Drizzle's prepared queries do) and runs the text, which the connection prepares once.
 */
export class BuiltOnce {
  private readonly queries = new Map<string, Query>();

  /** The statement of this shape; `key` must name everything that changes its text. */
  query(key: string, build: () => SQL): Query {
    let query = this.queries.get(key);
    if (!query) this.queries.set(key, (query = dialect.sqlToQuery(build())));
    return query;
  }

  /** Runs a statement on `tx` with its placeholders' values; rows as PostgreSQL named their columns. */
  static async run<Row>(tx: Tx, query: Query, values: Record<string, unknown>): Promise<Row[]> {
    const prepared = tx._.session.prepareQuery(query, undefined, undefined, false);
    return ((await prepared.execute(values)) as QueryResult<Row & Record<string, unknown>>).rows;
  }
}

/**
 * A Drizzle prepared query (`.prepare(name)` on a builder written with `sql.placeholder`) made once per database
 * handle and then only executed: for the reads every guest order makes. The name is the statement's on each
 * connection, so it must be unique to this query.
 */
export function preparedOnce<Q>(make: (db: Tx) => Q): (db: Tx) => Q {
  const made = new WeakMap<Tx, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) made.set(db, (query = make(db)));
    return query;
  };
}

/**
 * `column = any($ids)`, the placeholder `ids` an array: one statement text for any number of ids, so a query written
 * with it is built once (`preparedOnce`) and then only filled.
 */
export const idIn = (column: AnyPgColumn): SQL => sql`${column} = any(${sql.placeholder('ids')})`;
