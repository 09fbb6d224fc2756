import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgClient, PgPool } from '@tenuta/db';
import { asBusy } from './transaction.ts';

export type { PgClient, PgPool };

const dialect = new PgDialect();

/**
 * A hot-path statement, compiled once from Drizzle SQL (values as
 * `sql.placeholder(name)`) and run as a NAMED prepared statement: each pooled
 * connection parses and plans it once, later runs only bind and execute.
 * See docs/decisions/0009.
 */
export class PreparedStatement<R extends Record<string, unknown>> {
  readonly text: string;
  private readonly params: unknown[];

  constructor(
    readonly name: string,
    query: SQL,
  ) {
    const compiled = dialect.sqlToQuery(query);
    this.text = compiled.sql;
    this.params = compiled.params;
  }

  /** Sends the statement (on a pipelined client it goes out at once, without waiting for earlier ones). */
  async rows(client: PgPool | PgClient, values: Record<string, unknown>): Promise<R[]> {
    const result = await client.query<R>({ name: this.name, text: this.text, values: fillPlaceholders(this.params, values) as unknown[] });
    return result.rows;
  }
}

/**
 * One transaction on one pooled connection, for hot paths that pipeline
 * their statements (the pool is created with `pipeline: true`, see
 * @tenuta/db createDatabase): BEGIN goes out without waiting and `work`
 * sends its first statements right behind it (`begin` must be awaited with
 * them); the server runs them in order. Same guarantees as
 * lockingTransaction: a lock that cannot be had within LOCK_TIMEOUT is
 * DomainError 'busy'; any error rolls back. `commit` sends COMMIT without
 * waiting, so reads after it can share the same flight.
 */
export async function pipelinedTransaction<T>(pool: PgPool, work: (client: PgClient, begin: Promise<unknown>, commit: () => Promise<unknown>) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const begin = client.query('BEGIN');
  begin.catch(() => {}); // awaited below; a failure is rethrown there
  let committed: Promise<unknown> | undefined;
  // `work` may send COMMIT right behind its last write (after a failed
  // write PostgreSQL turns it into a rollback, and the write's error is thrown).
  const commit = () => {
    if (!committed) {
      committed = client.query('COMMIT');
      committed.catch(() => {}); // awaited below
    }
    return committed;
  };
  try {
    const result = await work(client, begin, commit);
    await begin;
    await commit();
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch (e) {
      broken = e as Error;
    }
    throw asBusy(error);
  } finally {
    client.release(broken);
  }
}
